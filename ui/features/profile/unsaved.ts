/**
 * The profile form's input that a save could not send because the session had ended: kept in this
 * tab while the person signs in again (ADR 0058), then handed to the profile machine, which saves it.
 * It is the account's own: another account signing in on the tab never gets it. Never the current
 * password.
 */
import type { DetailsValues } from '#core/profile/profile-view.ts'
import { forget, keep, recall, stringRecord } from '#ui/shared/app/tab-memory.ts'

const KEY = 'profile-unsaved'

export const keepUnsaved = (owner: string, values: DetailsValues): void => {
  const { currentPassword: _never, ...typed } = values
  keep(KEY, { owner, values: typed })
}

/**
 * What `owner` left unsaved (then forgotten: it is saved once); null when nothing of theirs. The
 * machine takes only the form's own fields of it.
 */
export const takeUnsaved = (owner: string): Readonly<Record<string, string>> | null => {
  const kept = recall(KEY)
  forget(KEY)
  if (typeof kept !== 'object' || kept === null || Reflect.get(kept, 'owner') !== owner) return null
  return stringRecord(Reflect.get(kept, 'values'))
}
