import type { Locale } from '#core/shared/i18n/locale.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import type { LocalizedText } from '#core/tournaments/tournament.schema.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

/** A stage's name in the page's language (or the other one), else "Stage N"; `lang` when not the page's. */
export const stageTitle = (
  LL: Translator,
  locale: Locale,
  stage: { readonly number: number; readonly name: LocalizedText },
): { text: string; lang: Locale | undefined } => {
  const picked = pickLocalized(stage.name, locale)
  if (!picked) return { text: LL.tournament.stage.name({ number: stage.number }), lang: undefined }
  return { text: picked.value, lang: picked.fallback ? picked.lang : undefined }
}
