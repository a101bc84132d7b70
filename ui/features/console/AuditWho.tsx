import type { ReactNode } from 'react'
import type { AuditEntry } from '#core/audit/audit.api.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * Who made an audit entry's change: a person, the system by one of its ways, or a moderator in
 * Discord with the site account they linked, if any. `personLink` follows the person (their entries
 * alone), when the page offers one.
 */
export const AuditWho = ({
  entry,
  personLink,
}: {
  readonly entry: Pick<AuditEntry, 'actor_id' | 'actor_name' | 'via' | 'discord_user'>
  readonly personLink: ReactNode
}) => {
  const { LL } = useI18n()
  const T = LL.console.audit
  if (entry.discord_user !== null) {
    return (
      <>
        {T.viaDiscord({ username: entry.discord_user.username, id: entry.discord_user.id })}
        {entry.actor_id !== null ? (
          <>
            <br />
            {T.linkedAccount({ name: entry.actor_name ?? T.deletedUser() })}
            {personLink}
          </>
        ) : null}
      </>
    )
  }
  if (entry.via !== null) return <>{T.via[entry.via]()}</>
  return (
    <>
      {entry.actor_name ?? T.deletedUser()}
      {personLink}
    </>
  )
}
