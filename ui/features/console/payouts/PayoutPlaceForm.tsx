import { type FormEvent, useEffect, useState } from 'react'
import type { PayoutChange } from '#core/tournaments/payouts.port.ts'
import type { Payout, PayoutInput } from '#core/tournaments/payouts.ts'
import { PAYOUT_METHODS } from '#core/tournaments/payouts.ts'
import { CURRENCIES, type Currency } from '#core/tournaments/tournament.schema.ts'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { FieldMessages } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { FieldFrame, InputField, SelectField } from '../editor-fields.tsx'
import {
  formOfPayout,
  inputOf,
  type PayoutForm,
  type PayoutFormErrors,
  type TeamChoices,
} from './payout-form.ts'

/** A save's answer as the form shows it: the API's, or a failure in the server's own words. */
export type PayoutSaveAnswer =
  | PayoutChange
  | { readonly ok: false; readonly reason: 'failed'; readonly text: string }

const FIELDS: ReadonlyArray<keyof PayoutForm> = [
  'amount',
  'currency',
  'method',
  'paidOn',
  'reference',
  'teamId',
]

/**
 * The form of one prize place: record its payout, or change the one recorded (with the version the
 * page read). What was typed stays whatever the answer: the server's field messages go under their
 * fields (focus on the first), a newer version saved meanwhile is said in the form's alert.
 */
export const PayoutPlaceForm = ({
  place,
  payout,
  prize,
  currency,
  today,
  choices,
  busy,
  onSave,
}: {
  place: number
  payout: Payout | null
  prize: number
  currency: Currency
  today: string
  choices: TeamChoices
  busy: boolean
  onSave: (input: PayoutInput) => Promise<PayoutSaveAnswer>
}) => {
  const { LL } = useI18n()
  const T = LL.console.payouts.form
  const [form, setForm] = useState<PayoutForm>(() =>
    formOfPayout(payout, { prize, currency, today, choices }),
  )
  const [errors, setErrors] = useState<PayoutFormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const prefix = `payout-${place}`
  const alertId = `${prefix}-alert`
  const idOf = (name: keyof PayoutForm) => `${prefix}-${name}`

  // After a refusal, focus goes to the first refused field (WCAG 3.3.1), or to the alert when none is.
  useEffect(() => {
    if (focusRequest === 0) return
    const first = FIELDS.find((name) => (errors[name] ?? []).length > 0)
    document.getElementById(first ? `${prefix}-${first}` : alertId)?.focus()
  }, [focusRequest, errors, prefix, alertId])

  const update = <Key extends keyof PayoutForm>(key: Key, value: PayoutForm[Key]) =>
    setForm((current) => ({ ...current, [key]: value }))

  const refuse = (found: PayoutFormErrors, text: string) => {
    setErrors(found)
    setAlert(text)
    setFocusRequest((count) => count + 1)
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const built = inputOf(form, payout?.version)
    if (!built.ok) {
      refuse(built.errors, T.fixErrors())
      return
    }
    const answer = await onSave(built.input)
    if (answer.ok) {
      setErrors({})
      setAlert(null)
    } else if (answer.reason === 'fields') refuse(answer.fields, T.fixErrors())
    else refuse({}, answer.reason === 'stale' ? T.stale() : answer.text)
  }

  // Messages of the request as a whole, or of a field this form does not have.
  const loose = Object.entries(errors)
    .filter(([name]) => !(FIELDS as ReadonlyArray<string>).includes(name))
    .flatMap(([, messages]) => messages)

  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      aria-labelledby={`${prefix}-title`}
      onSubmit={(event) => void save(event)}
    >
      <div id={alertId} tabIndex={-1}>
        <FormAlert text={alert} />
      </div>
      {loose.length > 0 ? (
        <p className="field__error">
          <FieldMessages errors={loose} />
        </p>
      ) : null}
      <div className="editor-grid">
        <InputField
          id={idOf('amount')}
          name="amount"
          label={T.amount()}
          help={T.amountHelp()}
          required
          inputMode="decimal"
          errors={errors}
          value={form.amount}
          onChange={(value) => update('amount', value)}
        />
        <SelectField
          id={idOf('currency')}
          name="currency"
          label={T.currency()}
          errors={errors}
          value={form.currency}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
          onChange={(value) => update('currency', value)}
        />
        <SelectField
          id={idOf('method')}
          name="method"
          label={T.method()}
          errors={errors}
          value={form.method}
          options={PAYOUT_METHODS.map((value) => ({ value, label: LL.console.payouts.methods[value]() }))}
          onChange={(value) => update('method', value)}
        />
        <InputField
          id={idOf('paidOn')}
          name="paidOn"
          label={T.paidOn()}
          help={T.paidOnHelp()}
          required
          errors={errors}
          value={form.paidOn}
          onChange={(value) => update('paidOn', value)}
        />
        <InputField
          id={idOf('reference')}
          name="reference"
          label={T.reference()}
          help={T.referenceHelp()}
          errors={errors}
          value={form.reference}
          onChange={(value) => update('reference', value)}
        />
        <FieldFrame id={idOf('teamId')} name="teamId" label={T.team()} errors={errors}>
          {(control) => (
            <select
              {...control}
              value={form.teamId}
              onChange={(event) => update('teamId', event.currentTarget.value)}
            >
              <option value="">{T.noTeam()}</option>
              {choices.podium.length > 0 ? (
                <optgroup label={T.podium({ place })}>
                  {choices.podium.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {choices.others.length > 0 ? (
                <optgroup label={T.otherTeams()}>
                  {choices.others.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </FieldFrame>
      </div>
      <div className="editor-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {payout ? T.change({ place }) : T.record({ place })}
        </button>
      </div>
    </form>
  )
}
