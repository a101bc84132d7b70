import { type FormEvent, useEffect, useRef, useState } from 'react'
import { localizePath } from '#core/shared/i18n/locale.ts'
import type { ConsoleMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import type { ManagedTournament } from '#core/tournaments/manage.api.ts'
import type { ConsoleChange } from '#core/tournaments/manage.port.ts'
import {
  CURRENCIES,
  type PotSourceKind,
  STAGE_KINDS,
  type StageKind,
} from '#core/tournaments/tournament.schema.ts'
import { Paragraphs, renderRules } from '#ui/features/tournaments/index.ts'
import { useConsolePorts } from '#ui/shared/app/console-ports.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { FieldMessages } from '#ui/shared/form/TextField.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { AreaField, fieldId, InputField, SelectField } from './editor-fields.tsx'
import {
  type Bilingual,
  draftOf,
  emptyForm,
  type FormErrors,
  formOf,
  type Language,
  newPrizeRow,
  newStageRow,
  POT_SOURCE_KINDS,
  problemsBeforeSending,
  type StageRow,
  type TournamentForm,
} from './tournament-form.ts'

const LANGUAGES: ReadonlyArray<Language> = ['uk', 'en']

export interface PartnerChoice {
  readonly id: string
  readonly name: string
}

const STAGE_KIND_KEYS = {
  single_elimination: 'singleElimination',
  double_elimination: 'doubleElimination',
  round_robin: 'roundRobin',
  swiss: 'swiss',
  battle_royale: 'battleRoyale',
} as const satisfies Record<StageKind, string>

const POT_SOURCE_KEYS = {
  entry_fees: 'entryFees',
  sponsors: 'sponsors',
  organiser: 'organiser',
} as const satisfies Record<PotSourceKind, string>

/** A bilingual Markdown text rendered as the public rules tab renders it. */
const RulesPreview = ({ text }: { text: string }) => (
  <div
    className="prose rules"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with raw HTML off (rules-markdown.ts)
    dangerouslySetInnerHTML={{ __html: renderRules(text) }}
  />
)

/**
 * The organisers' tournament editor (new and existing): every field of the draft, the two languages
 * side by side with a preview rendered as the public page renders them, the window rules checked
 * before sending, the API's refusals under their fields (focus on the first), a newer version never
 * overwritten, and what was typed always kept. An existing tournament also has its status actions and
 * its cover.
 */
export const TournamentEditor = ({
  stored,
  partners,
}: {
  stored: ManagedTournament | null
  partners: ReadonlyArray<PartnerChoice>
}) => {
  const { LL, locale } = useI18n()
  const T = LL.console.editor
  const ports = usePorts()
  const consolePorts = useConsolePorts()
  const [tournament, setTournament] = useState(stored)
  const [form, setForm] = useState<TournamentForm>(() => (stored ? formOf(stored) : emptyForm()))
  const [errors, setErrors] = useState<FormErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  // After a refusal, focus goes to the first refused field in the form's order (WCAG 3.3.1), or to the
  // alert when none of them is a field here.
  useEffect(() => {
    if (focusRequest === 0) return
    const element = formRef.current
    if (!element) return
    const first = Array.from(element.elements).find(
      (control): control is HTMLElement =>
        control instanceof HTMLElement && (control.getAttribute('name') ?? '') in errors,
    )
    if (first) first.focus()
    else document.getElementById('editor-alert')?.focus()
  }, [focusRequest, errors])

  const update = <Key extends keyof TournamentForm>(key: Key, value: TournamentForm[Key]) =>
    setForm((current) => ({ ...current, [key]: value }))
  const updateText =
    (key: 'description' | 'rules' | 'potDetails' | 'howToPlay', language: Language) => (value: string) =>
      setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }))
  const updateStage = (index: number, change: Partial<StageRow>) =>
    setForm((current) => ({
      ...current,
      stages: current.stages.map((stage, at) => (at === index ? { ...stage, ...change } : stage)),
    }))

  const showErrors = (found: FormErrors) => {
    setErrors(found)
    setAlert(T.fixErrors())
    setFocusRequest((count) => count + 1)
  }

  /** The answer of a change: success moves on, a refusal is shown in place and nothing typed is lost. */
  const settle = (change: ConsoleChange, success: ConsoleMessageKey): boolean => {
    if (change.ok) {
      setTournament(change.tournament)
      setErrors({})
      setAlert(null)
      ports.notifier.notify({ kind: 'success', message: message(success) })
      return true
    }
    if (change.reason === 'fields') showErrors(change.fields)
    else setAlert(change.reason === 'stale' ? T.stale() : T.wrongStatus())
    return false
  }

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true)
    try {
      return await action()
    } catch {
      setAlert(T.failed())
      return false
    } finally {
      setBusy(false)
    }
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems = problemsBeforeSending(form)
    if (Object.keys(problems).length > 0) {
      showErrors(problems)
      return
    }
    const draft = draftOf(form)
    await run(async () => {
      if (tournament) {
        const change = await consolePorts.tournaments.update(tournament.id, {
          ...draft,
          version: tournament.version,
        })
        return settle(change, 'tournamentSaved')
      }
      const change = await consolePorts.tournaments.create(draft)
      const created = settle(change, 'tournamentCreated')
      if (change.ok)
        ports.navigation.navigate(localizePath(`/console/tournaments/${change.tournament.id}`, locale))
      return created
    })
  }

  const languageName = (language: Language) => T.languages[language]()

  const bilingualArea = (
    key: 'description' | 'rules' | 'potDetails' | 'howToPlay',
    label: (language: string) => string,
    help: string | undefined,
    preview: ((text: string) => React.ReactNode) | null,
  ) => (
    <div className="editor-languages">
      {LANGUAGES.map((language) => {
        const value = (form[key] as Bilingual)[language]
        const wire = key === 'potDetails' ? 'potDetails' : key
        return (
          <div key={language}>
            <AreaField
              name={`${wire}.${language}`}
              label={label(languageName(language))}
              help={help}
              errors={errors}
              lang={language}
              value={value}
              onChange={updateText(key, language)}
            />
            {preview ? (
              <section
                className="editor-preview"
                lang={language}
                aria-label={T.preview({ language: languageName(language) })}
              >
                <h3>{T.preview({ language: languageName(language) })}</h3>
                {value.trim() === '' ? <p>{T.previewEmpty()}</p> : preview(value)}
              </section>
            ) : null}
          </div>
        )
      })}
    </div>
  )

  const F = T.fields
  const S = T.stages
  const looseMessages = [...(errors._form ?? []), ...(errors.stages ?? []), ...(errors.prizes ?? [])]

  return (
    <>
      <form ref={formRef} method="post" noValidate onSubmit={(event) => void save(event)} aria-busy={busy}>
        <p>{T.required()}</p>
        <div id="editor-alert" tabIndex={-1}>
          <FormAlert text={alert} />
        </div>
        {looseMessages.length > 0 ? (
          <p className="field__error">
            <FieldMessages errors={looseMessages} />
          </p>
        ) : null}

        <fieldset className="editor-section">
          <legend>{T.sections.basics()}</legend>
          <div className="editor-grid">
            <InputField
              name="name"
              label={F.name()}
              required
              errors={errors}
              value={form.name}
              onChange={(value) => update('name', value)}
            />
            <InputField
              name="slug"
              label={F.slug()}
              help={F.slugHelp()}
              errors={errors}
              value={form.slug}
              onChange={(value) => update('slug', value)}
            />
            <InputField
              name="game"
              label={F.game()}
              required
              errors={errors}
              value={form.game}
              onChange={(value) => update('game', value)}
            />
            <InputField
              name="format"
              label={F.format()}
              help={F.formatHelp()}
              required
              errors={errors}
              value={form.format}
              onChange={(value) => update('format', value)}
            />
          </div>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.texts()}</legend>
          {bilingualArea(
            'description',
            (language) => F.description({ language }),
            F.descriptionHelp(),
            (text) => (
              <Paragraphs text={text} />
            ),
          )}
          {bilingualArea(
            'rules',
            (language) => F.rules({ language }),
            F.rulesHelp(),
            (text) => (
              <RulesPreview text={text} />
            ),
          )}
          {bilingualArea('howToPlay', (language) => F.howToPlay({ language }), F.howToPlayHelp(), null)}
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.money()}</legend>
          <fieldset className="editor-choices">
            <legend>{F.entry()}</legend>
            {(['free', 'paid'] as const).map((entry) => (
              <label key={entry}>
                <input
                  type="radio"
                  name="entry"
                  value={entry}
                  checked={form.entry === entry}
                  onChange={() => update('entry', entry)}
                />
                {entry === 'free' ? F.entryFree() : F.entryPaid()}
              </label>
            ))}
          </fieldset>
          <div className="editor-grid">
            {form.entry === 'paid' ? (
              <InputField
                name="entryFee"
                label={F.entryFee()}
                required
                inputMode="decimal"
                errors={errors}
                value={form.entryFee}
                onChange={(value) => update('entryFee', value)}
              />
            ) : null}
            <SelectField
              name="currency"
              label={F.currency()}
              errors={errors}
              value={form.currency}
              onChange={(value) => update('currency', value)}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            />
            <InputField
              name="prizeFund"
              label={F.prizeFund()}
              required
              inputMode="decimal"
              errors={errors}
              value={form.prizeFund}
              onChange={(value) => update('prizeFund', value)}
            />
          </div>
          <fieldset className="editor-row">
            <legend>{F.potSources()}</legend>
            <p className="field__description">{F.potSourcesHelp()}</p>
            <div className="editor-grid">
              {POT_SOURCE_KINDS.map((kind, index) => (
                <InputField
                  key={kind}
                  name={`potSources.${index}.amount`}
                  label={F.potSource[POT_SOURCE_KEYS[kind]]()}
                  inputMode="decimal"
                  errors={errors}
                  value={form.potSources[kind]}
                  onChange={(value) => update('potSources', { ...form.potSources, [kind]: value })}
                />
              ))}
            </div>
          </fieldset>
          {bilingualArea(
            'potDetails',
            (language) => F.potDetails({ language }),
            F.descriptionHelp(),
            (text) => (
              <Paragraphs text={text} />
            ),
          )}
          <fieldset className="editor-row">
            <legend>{F.prizes()}</legend>
            {form.prizes.length === 0 ? <p>{F.noPrizes()}</p> : null}
            {form.prizes.map((prize, index) => (
              <div key={prize.key} className="editor-grid">
                <InputField
                  name={`prizes.${index}.place`}
                  label={F.place()}
                  inputMode="numeric"
                  required
                  errors={errors}
                  value={prize.place}
                  onChange={(value) =>
                    update(
                      'prizes',
                      form.prizes.map((row, at) => (at === index ? { ...row, place: value } : row)),
                    )
                  }
                />
                <InputField
                  name={`prizes.${index}.amount`}
                  label={F.amount()}
                  inputMode="decimal"
                  required
                  errors={errors}
                  value={prize.amount}
                  onChange={(value) =>
                    update(
                      'prizes',
                      form.prizes.map((row, at) => (at === index ? { ...row, amount: value } : row)),
                    )
                  }
                />
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    update(
                      'prizes',
                      form.prizes.filter((_, at) => at !== index),
                    )
                  }
                >
                  {F.removePrize({ place: prize.place })}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => update('prizes', [...form.prizes, newPrizeRow(form.prizes.length + 1)])}
            >
              {F.addPrize()}
            </button>
          </fieldset>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.sponsors()}</legend>
          {partners.length === 0 ? (
            <p>{F.noPartners()}</p>
          ) : (
            <fieldset className="editor-choices" aria-describedby="editor-sponsors-help">
              <legend>{T.sections.sponsors()}</legend>
              <p className="field__description" id="editor-sponsors-help">
                {F.sponsorsHelp()}
              </p>
              {partners.map((partner) => (
                <label key={partner.id}>
                  <input
                    type="checkbox"
                    name="sponsors"
                    value={partner.id}
                    checked={form.sponsors.includes(partner.id)}
                    onChange={(event) =>
                      update(
                        'sponsors',
                        event.currentTarget.checked
                          ? [...form.sponsors, partner.id]
                          : form.sponsors.filter((id) => id !== partner.id),
                      )
                    }
                  />
                  {partner.name}
                </label>
              ))}
            </fieldset>
          )}
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.teams()}</legend>
          <div className="editor-grid">
            <InputField
              name="slots"
              label={F.slots()}
              required
              inputMode="numeric"
              errors={errors}
              value={form.slots}
              onChange={(value) => update('slots', value)}
            />
            <InputField
              name="teamSize.players"
              label={F.players()}
              required
              inputMode="numeric"
              errors={errors}
              value={form.players}
              onChange={(value) => update('players', value)}
            />
            <InputField
              name="teamSize.substitutes"
              label={F.substitutes()}
              required
              inputMode="numeric"
              errors={errors}
              value={form.substitutes}
              onChange={(value) => update('substitutes', value)}
            />
          </div>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.dates()}</legend>
          <p className="field__description">{F.datesHelp()}</p>
          <div className="editor-grid">
            {(['registrationStart', 'registrationEnd', 'gamesStart', 'gamesEnd'] as const).map((key) => (
              <InputField
                key={key}
                name={key}
                type="datetime-local"
                label={F[key]()}
                required
                errors={errors}
                value={form[key]}
                onChange={(value) => update(key, value)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.checkIn()}</legend>
          <div className="editor-choices">
            <label>
              <input
                type="checkbox"
                name="checkIn"
                checked={form.checkIn}
                onChange={(event) => update('checkIn', event.currentTarget.checked)}
              />
              {F.checkIn()}
            </label>
          </div>
          {form.checkIn ? (
            <div className="editor-grid">
              <InputField
                name="checkInOpensMinutes"
                label={F.checkInOpens()}
                help={F.checkInHelp()}
                required
                inputMode="numeric"
                errors={errors}
                value={form.checkInOpens}
                onChange={(value) => update('checkInOpens', value)}
              />
              <InputField
                name="checkInClosesMinutes"
                label={F.checkInCloses()}
                help={F.checkInHelp()}
                required
                inputMode="numeric"
                errors={errors}
                value={form.checkInCloses}
                onChange={(value) => update('checkInCloses', value)}
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.matchDay()}</legend>
          <div className="editor-grid">
            <InputField
              name="reportAnswerMinutes"
              label={F.reportAnswerMinutes()}
              help={F.reportAnswerHelp()}
              required
              inputMode="numeric"
              errors={errors}
              value={form.reportAnswerMinutes}
              onChange={(value) => update('reportAnswerMinutes', value)}
            />
          </div>
          <div className="editor-choices">
            <label>
              <input
                type="checkbox"
                name="readyCheck"
                checked={form.readyCheck}
                onChange={(event) => update('readyCheck', event.currentTarget.checked)}
              />
              {F.readyCheck()}
            </label>
          </div>
          {form.readyCheck ? (
            <div className="editor-grid">
              <InputField
                name="readyCheckMinutes"
                label={F.readyCheckMinutes()}
                help={F.readyCheckHelp()}
                required
                inputMode="numeric"
                errors={errors}
                value={form.readyCheckMinutes}
                onChange={(value) => update('readyCheckMinutes', value)}
              />
            </div>
          ) : null}
          <div className="editor-choices">
            <label>
              <input
                type="checkbox"
                name="airRaidPause"
                aria-describedby="air-raid-pause-help"
                checked={form.airRaidPause}
                onChange={(event) => update('airRaidPause', event.currentTarget.checked)}
              />
              {F.airRaidPause()}
            </label>
          </div>
          <p id="air-raid-pause-help" className="field__description">
            {F.airRaidPauseHelp()}
          </p>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.announcements()}</legend>
          <div className="editor-choices">
            <label>
              <input
                type="checkbox"
                name="announce"
                aria-describedby="announce-help"
                checked={form.announce}
                onChange={(event) => update('announce', event.currentTarget.checked)}
              />
              {F.announce()}
            </label>
          </div>
          <p id="announce-help" className="field__description">
            {F.announceHelp()}
          </p>
        </fieldset>

        <fieldset className="editor-section">
          <legend>{T.sections.stages()}</legend>
          {form.stages.length === 0 ? <p>{S.none()}</p> : null}
          {form.stages.map((stage, index) => {
            const number = index + 1
            const at = (field: string) => `stages.${index}.${field}`
            return (
              <fieldset key={stage.key} className="editor-row">
                <legend>{S.legend({ number })}</legend>
                <div className="editor-grid">
                  <SelectField
                    name={at('kind')}
                    label={S.kind()}
                    errors={errors}
                    value={stage.kind}
                    onChange={(kind) => updateStage(index, { kind })}
                    options={STAGE_KINDS.map((kind) => ({
                      value: kind,
                      label: S.kinds[STAGE_KIND_KEYS[kind]](),
                    }))}
                  />
                  <InputField
                    name={at('name.uk')}
                    label={S.nameUk()}
                    lang="uk"
                    errors={errors}
                    value={stage.name.uk}
                    onChange={(uk) => updateStage(index, { name: { ...stage.name, uk } })}
                  />
                  <InputField
                    name={at('name.en')}
                    label={S.nameEn()}
                    lang="en"
                    errors={errors}
                    value={stage.name.en}
                    onChange={(en) => updateStage(index, { name: { ...stage.name, en } })}
                  />
                  <InputField
                    name={at('bestOf')}
                    label={S.bestOf()}
                    required
                    inputMode="numeric"
                    errors={errors}
                    value={stage.bestOf}
                    onChange={(bestOf) => updateStage(index, { bestOf })}
                  />
                  {stage.kind === 'round_robin' ? (
                    <>
                      <InputField
                        name={at('groups')}
                        label={S.groups()}
                        inputMode="numeric"
                        errors={errors}
                        value={stage.groups}
                        onChange={(groups) => updateStage(index, { groups })}
                      />
                      <SelectField
                        name={at('groupFill')}
                        label={S.groupFill()}
                        errors={errors}
                        value={stage.groupFill}
                        onChange={(groupFill) => updateStage(index, { groupFill })}
                        options={(['snake', 'deal'] as const).map((fill) => ({
                          value: fill,
                          label: S.groupFills[fill](),
                        }))}
                      />
                    </>
                  ) : null}
                  {stage.kind === 'swiss' ? (
                    <InputField
                      name={at('rounds')}
                      label={S.rounds()}
                      inputMode="numeric"
                      errors={errors}
                      value={stage.rounds}
                      onChange={(rounds) => updateStage(index, { rounds })}
                    />
                  ) : null}
                  {stage.kind === 'double_elimination' ? (
                    <SelectField
                      name={at('grandFinal')}
                      label={S.grandFinal()}
                      errors={errors}
                      value={stage.grandFinal}
                      onChange={(grandFinal) => updateStage(index, { grandFinal })}
                      options={(['none', 'simple', 'double'] as const).map((final) => ({
                        value: final,
                        label: S.grandFinals[final](),
                      }))}
                    />
                  ) : null}
                  <InputField
                    name={at('advancing')}
                    label={S.advancing()}
                    help={S.advancingHelp()}
                    inputMode="numeric"
                    errors={errors}
                    value={stage.advancing}
                    onChange={(advancing) => updateStage(index, { advancing })}
                  />
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    update(
                      'stages',
                      form.stages.filter((_, position) => position !== index),
                    )
                  }
                >
                  {S.remove({ number })}
                </button>
              </fieldset>
            )
          })}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => update('stages', [...form.stages, newStageRow()])}
          >
            {S.add()}
          </button>
        </fieldset>

        <div className="editor-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? T.saving() : tournament ? T.save() : T.create()}
          </button>
        </div>
      </form>
      {tournament ? (
        <TournamentStatusPanel
          tournament={tournament}
          busy={busy}
          run={run}
          settle={settle}
          onAlert={setAlert}
        />
      ) : (
        <p>{T.cover.saveFirst()}</p>
      )}
    </>
  )
}

/**
 * The status actions (each with the version the organiser saw) and the cover of a saved tournament.
 * Cancelling asks for the reason shown publicly, in at least one language.
 */
const TournamentStatusPanel = ({
  tournament,
  busy,
  run,
  settle,
  onAlert,
}: {
  tournament: ManagedTournament
  busy: boolean
  run: (action: () => Promise<boolean>) => Promise<boolean>
  settle: (change: ConsoleChange, success: ConsoleMessageKey) => boolean
  onAlert: (text: string | null) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.editor
  const consolePorts = useConsolePorts()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState<Bilingual>({ uk: '', en: '' })
  const [reasonErrors, setReasonErrors] = useState<FormErrors>({})
  const [cover, setCover] = useState<File | null>(null)
  const statuses = LL.console.tournaments.statuses

  const cancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const shown = {
      uk: reason.uk.trim() === '' ? null : reason.uk,
      en: reason.en.trim() === '' ? null : reason.en,
    }
    if (shown.uk === null && shown.en === null) {
      setReasonErrors({ 'reason.uk': [message('reasonRequired')] })
      document.getElementById(fieldId('reason.uk'))?.focus()
      return
    }
    const done = await run(async () => {
      const change = await consolePorts.tournaments.cancel(tournament.id, {
        version: tournament.version,
        reason: shown,
      })
      if (!change.ok && change.reason === 'fields') {
        setReasonErrors({
          'reason.uk': [...(change.fields.reason ?? []), ...(change.fields['reason.uk'] ?? [])],
        })
        return false
      }
      return settle(change, 'tournamentCancelled')
    })
    if (done) dialogRef.current?.close()
  }

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!cover) return
    await run(async () =>
      settle(await consolePorts.tournaments.uploadCover(tournament.id, cover), 'tournamentCoverUpdated'),
    )
  }

  return (
    <>
      <section className="editor-section" aria-labelledby="editor-status">
        <h2 id="editor-status">{T.sections.status()}</h2>
        <p>{T.status({ status: statuses[tournament.status]() })}</p>
        {tournament.status === 'draft' ? <p>{T.actions.draftHelp()}</p> : null}
        <p>
          <LocalizedLink to={`/tournaments/${tournament.slug}`}>{T.publicPage()}</LocalizedLink>
          {' · '}
          <LocalizedLink to={`/console/tournaments/${tournament.id}/teams`}>
            {LL.console.desk.teamsLink()}
          </LocalizedLink>
          {' · '}
          <LocalizedLink to={`/console/tournaments/${tournament.id}/stages`}>
            {LL.console.results.link()}
          </LocalizedLink>
          {' · '}
          <LocalizedLink to={`/console/tournaments/${tournament.id}/payouts`}>
            {LL.console.payouts.link()}
          </LocalizedLink>
        </p>
        <div className="editor-actions">
          {tournament.status === 'draft' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  settle(
                    await consolePorts.tournaments.publish(tournament.id, tournament.version),
                    'tournamentPublished',
                  ),
                )
              }
            >
              {T.actions.publish()}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  settle(
                    await consolePorts.tournaments.unpublish(tournament.id, tournament.version),
                    'tournamentUnpublished',
                  ),
                )
              }
            >
              {T.actions.unpublish()}
            </button>
          )}
          {tournament.status === 'cancelled' ? null : (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                onAlert(null)
                dialogRef.current?.showModal()
              }}
            >
              {T.actions.cancel()}
            </button>
          )}
        </div>
      </section>

      <section className="editor-section" aria-labelledby="editor-cover">
        <h2 id="editor-cover">{T.sections.cover()}</h2>
        {tournament.cover_url ? (
          <img className="editor-cover" src={tournament.cover_url} alt={T.cover.current()} />
        ) : (
          <p>{T.cover.none()}</p>
        )}
        <form method="post" encType="multipart/form-data" onSubmit={(event) => void upload(event)}>
          <div className="field">
            <label className="field__label" htmlFor="editor-cover-file">
              {T.cover.file()}
            </label>
            <input
              id="editor-cover-file"
              type="file"
              name="file"
              accept="image/png,image/jpeg,image/svg+xml"
              aria-describedby="editor-cover-help"
              onChange={(event) => setCover(event.currentTarget.files?.[0] ?? null)}
            />
            <span className="field__description" id="editor-cover-help">
              {T.cover.fileHelp()}
            </span>
          </div>
          <button type="submit" className="button button--ghost" disabled={busy || cover === null}>
            {busy ? T.cover.uploading() : T.cover.upload()}
          </button>
        </form>
      </section>

      <dialog ref={dialogRef} className="editor-dialog" aria-labelledby="editor-cancel-title">
        <form method="dialog" onSubmit={(event) => void cancel(event)}>
          <h2 id="editor-cancel-title">{T.cancel.title()}</h2>
          <p>{T.cancel.lead()}</p>
          <AreaField
            name="reason.uk"
            label={T.cancel.reasonUk()}
            lang="uk"
            rows={3}
            errors={reasonErrors}
            value={reason.uk}
            onChange={(uk) => setReason((current) => ({ ...current, uk }))}
          />
          <AreaField
            name="reason.en"
            label={T.cancel.reasonEn()}
            lang="en"
            rows={3}
            errors={reasonErrors}
            value={reason.en}
            onChange={(en) => setReason((current) => ({ ...current, en }))}
          />
          <div className="editor-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {T.cancel.confirm()}
            </button>
            <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
              {T.cancel.close()}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
