/**
 * Decodes a form value with ALL its errors (effect/Schema stops at the first one unless asked)
 * and groups them per field as translation keys, so the UI and the server show the same
 * messages next to the same fields.
 */
import { Schema, SchemaIssue } from 'effect'
import './annotations.ts'
import { type MessageRef, message } from './message.ts'

/** Errors that belong to the form as a whole rather than one field (e.g. not an object). */
export const FORM_ERRORS = '_form'

export type FieldErrors = Readonly<Record<string, ReadonlyArray<MessageRef>>>

export type FormResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors }

interface Annotated {
  readonly annotations?: { readonly messageRef?: MessageRef | undefined } | undefined
}

const refOf = (node: Annotated | undefined): MessageRef | undefined => node?.annotations?.messageRef

const isAbsent = (input: unknown) => input === undefined || input === null || input === ''

/** The message of an issue that carries none of ours: a missing value or a value of the wrong kind. */
const leafMessage = (issue: SchemaIssue.Issue): MessageRef => {
  if (issue._tag === 'MissingKey') return message('required')
  if (SchemaIssue.hasInput(issue) && isAbsent(issue.input)) return message('required')
  return message('invalid')
}

const collect = (
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey>,
  inherited: MessageRef | undefined,
  out: Map<string, MessageRef[]>,
): void => {
  switch (issue._tag) {
    case 'Filter':
      return collect(issue.issue, path, refOf(issue.filter) ?? inherited, out)
    case 'Encoding':
      return collect(issue.issue, path, inherited, out)
    case 'Pointer':
      return collect(issue.issue, [...path, ...issue.path], inherited, out)
    case 'Composite':
      for (const inner of issue.issues) collect(inner, path, inherited, out)
      return
    case 'AnyOf':
      // A union with no member close enough to report on fails as a whole.
      if (issue.issues.length > 0) {
        for (const inner of issue.issues) collect(inner, path, inherited, out)
        return
      }
      return add(out, path, inherited ?? refOf(issue.ast) ?? leafMessage(issue))
    default:
      return add(out, path, inherited ?? ('ast' in issue ? refOf(issue.ast) : undefined) ?? leafMessage(issue))
  }
}

const add = (out: Map<string, MessageRef[]>, path: ReadonlyArray<PropertyKey>, found: MessageRef): void => {
  const field = path.length === 0 ? FORM_ERRORS : path.map(String).join('.')
  const list = out.get(field) ?? []
  if (!list.some((m) => m.key === found.key)) list.push(found)
  out.set(field, list)
}

/** Every message of an issue, grouped by the dotted path of its field. */
export const fieldErrors = (issue: SchemaIssue.Issue): FieldErrors => {
  const out = new Map<string, MessageRef[]>()
  collect(issue, [], undefined, out)
  return Object.fromEntries(out)
}

/** Decodes `input` with `schema`, reporting every error per field. */
export const decodeForm = <S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
): FormResult<S['Type']> => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: 'all' })
  return result._tag === 'Success'
    ? { ok: true, value: result.success }
    : { ok: false, errors: fieldErrors(result.failure.issue) }
}

/** The first message of a field, for fields that show one message at a time. */
export const firstError = (errors: FieldErrors, field: string): MessageRef | undefined => errors[field]?.[0]
