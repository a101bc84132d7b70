/**
 * A battle-royale lobby tool's export read into one match's results: one team a line in the tools'
 * order `team, placement, kills`, an optional header line, fields split by a comma, a semicolon or a
 * tab (the first of them on the first line), double quotes around a field that holds one. Teams are
 * matched by name, any letter case. Every bad line is reported, not only the first, so the desk can
 * fix the file in one go. One pass over the text, character by character: linear time, no regex.
 */
import { type LobbyRowProblem, MAX_KILLS, MAX_LOBBY_CSV_CHARS, MAX_LOBBY_TEAMS } from './results-desk.api.ts'

export interface LobbyTeam {
  readonly id: string
  readonly name: string
}

export interface LobbyRowError {
  /** 1-based line of the text. */
  readonly line: number
  readonly problem: LobbyRowProblem
  /** What the message names: the team as written, the placement, the line taken already … */
  readonly params: Readonly<Record<string, string | number>>
}

export type LobbyParse =
  | {
      readonly ok: true
      readonly results: ReadonlyArray<{ teamId: string; placement: number; kills: number }>
    }
  | { readonly ok: false; readonly errors: ReadonlyArray<LobbyRowError> }

const DELIMITERS = [',', ';', '\t'] as const
const MAX_NUMBER_DIGITS = 4

/** The delimiter of the file: the first comma, semicolon or tab outside quotes on its first line. */
const delimiterOf = (text: string): string => {
  let quoted = false
  for (const char of text) {
    if (char === '\n') break
    if (char === '"') quoted = !quoted
    else if (!quoted && (DELIMITERS as ReadonlyArray<string>).includes(char)) return char
  }
  return ','
}

/** The lines of the text as fields, with their line numbers; blank lines are left out. */
const splitRows = (text: string, delimiter: string): Array<{ line: number; fields: string[] }> => {
  const rows: Array<{ line: number; fields: string[] }> = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    fields.push(field.trim())
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields })
    fields = []
    field = ''
  }
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line += 1
        field += char
      }
    } else if (char === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (char === delimiter) {
      fields.push(field.trim())
      field = ''
    } else if (char === '\n') {
      endRow()
      line += 1
      rowLine = line
    } else if (char !== '\r') field += char
  }
  endRow()
  return rows
}

/**
 * A lobby's placement or kills as written: digits only, short enough to be sane; undefined otherwise.
 * The console's entry form reads what is typed with it too.
 */
export const wholeNumber = (text: string): number | undefined => {
  if (text.length === 0 || text.length > MAX_NUMBER_DIGITS) return undefined
  for (const char of text) if (char < '0' || char > '9') return undefined
  return Number(text)
}

const nameKey = (name: string): string => name.trim().toLowerCase()

/** Reads a lobby export against the teams that may play in it. */
export const parseLobbyCsv = (text: string, teams: ReadonlyArray<LobbyTeam>): LobbyParse => {
  if (text.length > MAX_LOBBY_CSV_CHARS)
    return { ok: false, errors: [{ line: 1, problem: 'too_many_rows', params: { max: MAX_LOBBY_TEAMS } }] }
  const byName = new Map(teams.map((team) => [nameKey(team.name), team]))
  const rows = splitRows(text, delimiterOf(text))
  const [first] = rows
  // A header names columns: its placement and kills are not numbers, its first field is no team.
  if (
    first &&
    wholeNumber(first.fields[1] ?? '') === undefined &&
    !byName.has(nameKey(first.fields[0] ?? ''))
  )
    rows.shift()
  if (rows.length === 0) return { ok: false, errors: [{ line: 1, problem: 'no_rows', params: {} }] }
  const errors: LobbyRowError[] = []
  const lineOfTeam = new Map<string, number>()
  const lineOfPlacement = new Map<number, number>()
  const results: Array<{ teamId: string; placement: number; kills: number }> = []
  const tooMany = rows[MAX_LOBBY_TEAMS]
  if (tooMany) errors.push({ line: tooMany.line, problem: 'too_many_rows', params: { max: MAX_LOBBY_TEAMS } })
  const maxPlacement = Math.min(rows.length, MAX_LOBBY_TEAMS)
  for (const { line, fields } of rows.slice(0, MAX_LOBBY_TEAMS)) {
    if (fields.length !== 3) {
      errors.push({ line, problem: 'column_count', params: { count: fields.length } })
      continue
    }
    const [name = '', placementText = '', killsText = ''] = fields
    const team = byName.get(nameKey(name))
    const placement = wholeNumber(placementText)
    const kills = wholeNumber(killsText)
    if (!team) errors.push({ line, problem: 'unknown_team', params: { team: name } })
    else if (lineOfTeam.has(team.id))
      errors.push({
        line,
        problem: 'duplicate_team',
        params: { team: team.name, other: lineOfTeam.get(team.id) ?? 0 },
      })
    else lineOfTeam.set(team.id, line)
    if (placement === undefined || placement < 1 || placement > maxPlacement)
      errors.push({ line, problem: 'bad_placement', params: { placement: placementText, max: maxPlacement } })
    else if (lineOfPlacement.has(placement))
      errors.push({
        line,
        problem: 'duplicate_placement',
        params: { placement, other: lineOfPlacement.get(placement) ?? 0 },
      })
    else lineOfPlacement.set(placement, line)
    if (kills === undefined || kills > MAX_KILLS)
      errors.push({ line, problem: 'bad_kills', params: { kills: killsText, max: MAX_KILLS } })
    if (team && placement !== undefined && kills !== undefined && kills <= MAX_KILLS)
      results.push({ teamId: team.id, placement, kills })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, results }
}
