/**
 * Generates `docs/flows/<flow>.md`: a Mermaid `stateDiagram-v2` per machine of `core/`, read from
 * the machine's own definition so the chart cannot drift from the code.
 *
 *   node --experimental-strip-types scripts/docs-flows.ts          # write the charts
 *   node --experimental-strip-types scripts/docs-flows.ts --check  # exit 1 when one is stale
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine, StateNode } from 'xstate'
import { authMachine } from '#core/accounts/auth.machine.ts'
import { NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { phoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { profileMachine } from '#core/profile/profile.machine.ts'
import { fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { createFormMachine } from '#core/shared/forms/form.machine.ts'
import { uploadMachine } from '#core/shared/uploads/upload.machine.ts'
import { invitationMachine } from '#core/teams/invitation.machine.ts'
import { joinMachine } from '#core/teams/join.machine.ts'
import { teamMachine } from '#core/teams/team.machine.ts'
import { timelineMachine } from '#core/tournaments/timeline.machine.ts'

interface Flow {
  readonly name: string
  readonly title: string
  readonly source: string
  readonly summary: string
  readonly machine: AnyStateMachine
  /** `LR` for a flow whose states all branch off one: the branches stack instead of spreading out. */
  readonly direction?: 'LR'
}

export const FLOWS: ReadonlyArray<Flow> = [
  {
    name: 'auth',
    title: 'Auth status',
    source: 'core/accounts/auth.machine.ts',
    summary:
      'Unauthenticated, loading (signing in), authenticated and error (spec §4). A null or `{}` session is no session; a session whose user carries `token_not_valid` is signed out and sent to the login page; `session.check` runs before every navigation.',
    machine: authMachine,
  },
  {
    name: 'phone-code',
    title: 'Phone login and restore by phone',
    source: 'core/accounts/phone-code.machine.ts',
    summary:
      "Phone → SMS code → password (existing user) or sign-up (new user) → done; with `mode: 'restore'` the code leads to a new password. The code step counts the resend cooldown down with `resend.tick`.",
    machine: phoneCodeMachine,
  },
  {
    name: 'form',
    title: 'E-mail account forms',
    source: 'core/shared/forms/form.machine.ts',
    summary:
      "Sign-in with e-mail, registration, forgot password, and the pages of e-mailed links (confirm the registration, set a new password): a link page checks its token first; values are checked with the form's schema before sending; a refused submission comes back with field errors or a message; an invalid or expired token ends in `invalidToken`.",
    machine: createFormMachine(NewPasswordForm),
  },
  {
    name: 'join',
    title: 'Joining a tournament',
    source: 'core/teams/join.machine.ts',
    summary:
      'The join guard (registration window, filled profile), then Find a Team (the team must have its logo) or Create a Team, submitting, success or error. An invitation link starts at submitting.',
    machine: joinMachine,
  },
  {
    name: 'team',
    title: 'A team in My tournaments',
    source: 'core/teams/team.machine.ts',
    summary:
      "A player's team in My tournaments: the captain invites a player by nickname (who joins only by accepting) and withdraws an invitation not yet answered, removes a player after a confirmation, copies the invitation link (shown to copy by hand when the clipboard is refused), replaces it after a confirmation and takes the logo stored by the upload machine; any member leaves after a confirmation (the captain once alone) and checks in while check-in is open.",
    machine: teamMachine,
    direction: 'LR',
  },
  {
    name: 'invitation',
    title: 'A captain’s invitation in My tournaments',
    source: 'core/teams/invitation.machine.ts',
    summary:
      "The invited player answers a captain's invitation: accepting joins the team under every rule of joining ('You joined the team', or why not), declining removes it ('Invitation declined'); a failed answer can be given again.",
    machine: invitationMachine,
  },
  {
    name: 'profile',
    title: 'The profile page',
    source: 'core/profile/profile.machine.ts',
    summary:
      "The signed-in player's own page (spec §2): the profile comes with the page (the server read it) or, without it, is read first (a failure can be tried again); then four parts run side by side: the details form (a new e-mail or phone needs the current password and stays pending until verified; 'Profile updated'), the SMS code of a pending phone number with its resend countdown (`resend.tick`), removing the avatar, and changing the password (or setting a first one); a stored avatar arrives as `avatar.uploaded`.",
    machine: profileMachine,
  },
  {
    name: 'upload',
    title: 'Image upload',
    source: 'core/shared/uploads/upload.machine.ts',
    summary:
      "One image chosen or dropped (an avatar, a team logo): SVG up to 1 MB, PNG or JPG up to 10 MB checked at once, the pixel size read from the file's head, then the upload with its progress (`upload.progress`) until it is stored ('Avatar updated') or refused with the rule named (the server's field errors of a 400, 413 or 422; a bare 413: 10 MB); a busy server (429, 503) asks to wait; `upload.cancel` aborts the request.",
    machine: uploadMachine,
  },
  {
    name: 'tournament-timeline',
    title: 'Tournament timeline',
    source: 'core/tournaments/timeline.machine.ts',
    summary:
      'The phase of a tournament at the current time, moved on by `clock.tick`. Tags: the filter group (`upcoming`, `active`, `finished`) and `registrationReachable`.',
    machine: timelineMachine,
  },
  {
    name: 'fetch',
    title: 'Data fetch',
    source: 'core/shared/fetch/fetch.machine.ts',
    summary:
      'Idle, pending, success, error (spec §4); invoked by other flows, such as the team list of the join flow.',
    machine: fetchMachine,
  },
]

type Node = StateNode<never, never>

interface Guarded {
  readonly guard?: unknown
  readonly target?: ReadonlyArray<Node> | undefined
  readonly eventType: string
}

/**
 * The conditions (guards) of every machine in words a product owner reads; a guard with parameters
 * names them as `{param}`, filled with the parameter spelled out in words. `not(x)` is `!x`. The
 * generator refuses a guard missing here, so a new guard cannot reach a chart as code.
 */
export const GUARD_NAMES: Readonly<Record<string, string>> = {
  // auth
  sessionUnknown: 'session not read yet',
  tokenNotValid: 'session no longer valid',
  hasSession: 'signed in',
  urlHasError: 'provider returned an error',
  withCredentials: 'e-mail and password given',
  sessionReturned: 'session returned',
  expiredToken: 'session expired',
  // phone-code
  startedAt: 'resumes at {step}',
  codePending: 'code already sent to this number',
  codeSent: 'a code was sent and is unused',
  phoneValid: 'number is valid',
  codeValid: 'code is well-formed',
  canResend: 'resend allowed',
  restoring: 'restoring the password',
  userExists: 'account exists',
  passwordValid: 'password is valid',
  signUpValid: 'sign-up details are valid',
  newPasswordValid: 'new password is valid',
  // form
  knownInvalid: 'link already known invalid',
  tokenToCheck: 'link not checked yet',
  invalidToken: 'link is invalid or expired',
  valid: 'values are valid',
  renewed: 'form was renewed',
  fieldsRefused: 'server refused fields',
  // join
  hasInvitation: 'came by invitation link',
  hasPicked: 'a team was picked before',
  completesProfile: 'invited, profile lacks fields',
  completionValid: 'missing fields are filled',
  submittedJoin: 'a join by password was refused',
  submittedCreate: 'a new team was refused',
  hasEligibility: 'eligibility already known',
  registrationClosed: 'registration is closed',
  inTeam: 'already in a team',
  profileIncomplete: 'profile incomplete',
  joinPasswordValid: 'team password is valid',
  createValid: 'team details are valid',
  // team
  isCaptain: 'is the captain',
  captainWithValidPlayer: 'captain names a valid player',
  captainWithdrawingInvitation: 'captain withdraws a pending invitation',
  captainRemovingPlayer: 'captain removes another player',
  hasInviteLink: 'captain has the invitation link',
  mayLeave: 'may leave',
  mayCheckIn: 'check-in is open',
  // invitation
  mayAccept: 'may accept',
  // profile
  profileGiven: 'page came with the profile',
  hasUnsaved: 'a save waits from before signing in again',
  sessionLost: 'the session has ended',
  detailsValid: 'details are valid',
  hasPendingPhone: 'a new number waits for its code',
  '!hasPendingPhone': 'no number waits for a code',
  hasAvatar: 'has an avatar',
  // upload
  validFile: 'file type and size allowed',
  withinPixelLimit: 'pixel size allowed',
  // tournament-timeline
  phaseIs: 'phase is {phase}',
  phaseChanged: 'phase is no longer {phase}',
  // fetch
  shouldAutoStart: 'starts at once',
}

/** `registrationNotStarted` → `registration not started`. */
const words = (name: string): string => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)

/** The key of `GUARD_NAMES` for a guard and its parameters, or a reason it has none. */
const guardKey = (guard: unknown): { key: string; params: object | null } | { unnamed: string } => {
  if (typeof guard === 'string') return { key: guard, params: null }
  // not(x) and and(...) are functions carrying their guards.
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    const inner = guard.guards as unknown[]
    if (guard.name === 'not' && inner.length === 1 && typeof inner[0] === 'string')
      return { key: `!${inner[0]}`, params: null }
    return { unnamed: `${guard.name}(${inner.map(String).join(', ')})` }
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const params =
      'params' in guard && typeof guard.params === 'object' && guard.params !== null ? guard.params : null
    return { key: String(guard.type), params }
  }
  return { unnamed: 'an inline condition' }
}

const guardLabel = (guard: unknown): string => {
  if (guard === undefined) return ''
  const found = guardKey(guard)
  const name = 'key' in found ? GUARD_NAMES[found.key] : undefined
  if (name === undefined) {
    const what = 'key' in found ? found.key : found.unnamed
    throw new Error(`no readable name for the guard ${what}: add it to GUARD_NAMES in scripts/docs-flows.ts`)
  }
  const params = 'key' in found ? found.params : null
  // Each `{param}` of the name takes the guard's parameter of that name, in words.
  let filled = name
  for (const [param, value] of Object.entries(params ?? {}))
    if (typeof value === 'string') filled = filled.replaceAll(`{${param}}`, words(value))
  if (filled.includes('{'))
    throw new Error(`the guard ${'key' in found ? found.key : ''} has no parameter for ${filled}`)
  return ` [${filled}]`
}

// Mermaid reads a colon as the start of a label and `;` as the end of a statement: spell them out.
const eventLabel = (eventType: string): string => {
  if (eventType === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `${done[1]} succeeded`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `${error[1]} failed`
  return eventType
}

const idOf = (node: Node): string => (node.path.length === 0 ? 'root' : node.path.join('_'))

const isAncestor = (ancestor: Node, node: Node): boolean =>
  ancestor.path.length < node.path.length && ancestor.path.every((key, i) => node.path[i] === key)

/**
 * The composite an arrow is drawn in: the innermost one holding both ends strictly inside it. An arrow
 * drawn inside the block of one of its ends would make Mermaid nest that state in itself.
 */
const ownerOf = (source: Node, target: Node): Node => {
  let owner = source.parent as Node
  while (owner.parent && !(isAncestor(owner, target) && isAncestor(owner, source)))
    owner = owner.parent as Node
  return owner
}

interface Arrow {
  readonly from: Node
  readonly to: Node
  readonly labels: string[]
}

/** Every arrow of the machine, one per pair of states, its causes in the machine's order. */
const arrowsOf = (node: Node, arrows: Map<string, Arrow>): Map<string, Arrow> => {
  for (const child of Object.values(node.states) as Node[]) {
    const transitions = [...(child.always ?? []), ...[...child.transitions.values()].flat()] as Guarded[]
    for (const t of transitions) {
      const label = `${eventLabel(t.eventType)}${guardLabel(t.guard)}`
      const targets = t.target && t.target.length > 0 ? t.target : [child]
      for (const target of targets) {
        const key = `${idOf(child)} ${idOf(target)}`
        const arrow = arrows.get(key) ?? { from: child, to: target, labels: [] }
        if (!arrow.labels.includes(label)) arrow.labels.push(label)
        arrows.set(key, arrow)
      }
    }
    arrowsOf(child, arrows)
  }
  return arrows
}

/** `x succeeded` and `x failed` on one arrow say `x succeeded or failed`: half the words on the chart. */
const joined = (labels: ReadonlyArray<string>): string[] =>
  labels.flatMap((label) => {
    const effect = / succeeded$/.test(label) ? label.replace(/ succeeded$/, '') : null
    if (effect !== null && labels.includes(`${effect} failed`)) return [`${effect} succeeded or failed`]
    if (/ failed$/.test(label) && labels.includes(label.replace(/ failed$/, ' succeeded'))) return []
    return [label]
  })

const lines = (node: Node, arrows: ReadonlyArray<Arrow>, indent: string, out: string[]): void => {
  const children = Object.values(node.states) as Node[]
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      out.push(`${indent}state "${child.key}" as ${idOf(child)} {`)
      if (child.type === 'parallel') out.push(`${indent}  %% parallel regions`)
      lines(child, arrows, `${indent}  `, out)
      out.push(`${indent}}`)
    } else {
      out.push(`${indent}state "${child.key}" as ${idOf(child)}`)
    }
    // The block form: a one-line note ends at its first colon.
    if (child.description) {
      out.push(`${indent}note right of ${idOf(child)}`)
      for (const line of child.description.split('\n')) out.push(`${indent}  ${line.trim()}`)
      out.push(`${indent}end note`)
    }
  }
  const initial = node.initial?.target?.[0] as Node | undefined
  if (initial) out.push(`${indent}[*] --> ${idOf(initial)}`)
  for (const arrow of arrows) {
    if (ownerOf(arrow.from, arrow.to) !== node) continue
    out.push(`${indent}${idOf(arrow.from)} --> ${idOf(arrow.to)}: ${joined(arrow.labels).join('<br/>')}`)
  }
  for (const child of children) if (child.type === 'final') out.push(`${indent}${idOf(child)} --> [*]`)
}

export const renderChart = (machine: AnyStateMachine, direction?: 'LR'): string => {
  const out = ['stateDiagram-v2', ...(direction ? [`  direction ${direction}`] : [])]
  const root = machine.root as unknown as Node
  const rootTransitions = [...root.transitions.values()].flat() as Guarded[]
  for (const t of rootTransitions)
    out.push(`  %% in every state: ${eventLabel(t.eventType)}${guardLabel(t.guard)}`)
  lines(root, [...arrowsOf(root, new Map()).values()], '  ', out)
  return out.join('\n')
}

export const renderFlow = (flow: Flow): string => {
  const root = flow.machine.root as unknown as Node
  const invoked = root.invoke.map((i) => `\`${String(i.src)}\``)
  const rootEvents = [...root.transitions.keys()].map((e) => `\`${e}\``)
  return [
    `# ${flow.title}`,
    '',
    '<!-- Generated by scripts/docs-flows.ts from the machine; do not edit by hand. -->',
    '',
    `Machine: \`${flow.source}\` (id \`${flow.machine.id}\`).`,
    '',
    flow.summary,
    '',
    ...(invoked.length > 0 ? [`While the machine runs it invokes ${invoked.join(', ')}.`, ''] : []),
    ...(rootEvents.length > 0 ? [`Handled in every state: ${rootEvents.join(', ')}.`, ''] : []),
    '```mermaid',
    // Mermaid wraps a long arrow label after measuring it unwrapped, so wrapped labels overlap.
    '---',
    'config:',
    '  markdownAutoWrap: false',
    '---',
    renderChart(flow.machine, flow.direction),
    '```',
    '',
  ].join('\n')
}

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'flows')

export const chartPath = (flow: Flow): string => join(docsDir, `${flow.name}.md`)

const main = (check: boolean): number => {
  let stale = 0
  for (const flow of FLOWS) {
    const wanted = renderFlow(flow)
    let current = ''
    try {
      current = readFileSync(chartPath(flow), 'utf8')
    } catch {
      current = ''
    }
    if (current === wanted) continue
    if (check) {
      stale += 1
      console.error(
        `stale: docs/flows/${flow.name}.md (run node --experimental-strip-types scripts/docs-flows.ts)`,
      )
    } else {
      writeFileSync(chartPath(flow), wanted)
      console.log(`wrote docs/flows/${flow.name}.md`)
    }
  }
  return stale > 0 ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.includes('--check'))
}
