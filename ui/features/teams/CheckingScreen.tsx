import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The join flow's first screen while its guard asks the server (also what the server renders). */
export const CheckingScreen = () => {
  const { LL } = useI18n()
  return (
    <p className="muted" role="status">
      {LL.tournament.join.checking()}
    </p>
  )
}
