/**
 * Decodes a form value with ALL its errors (effect/Schema stops at the first one unless asked)
 * and groups them per field as translation keys, so the UI and the server show the same
 * messages next to the same fields.
 */
import { Schema, type SchemaIssue } from 'effect'
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

const valueAt = (input: unknown, path: ReadonlyArray<PropertyKey>): unknown =>
  path.reduce<unknown>((value, key) => Reflect.get(Object(value), key), input)

/**
 * The message of an issue that carries none of ours: an empty or missing value is `required`, a
 * value of the wrong kind `invalid`. Issues do not always keep their input, so it is read from the
 * decoded value at the issue's path.
 */
const leafMessage = (root: unknown, path: ReadonlyArray<PropertyKey>): MessageRef =>
  // A missing form is not a missing field.
  path.length > 0 && isAbsent(valueAt(root, path)) ? message('required') : message('invalid')

const collect = (
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey>,
  inherited: MessageRef | undefined,
  out: Map<string, MessageRef[]>,
  root: unknown,
): void => {
  switch (issue._tag) {
    case 'Filter':
      collect(issue.issue, path, refOf(issue.filter) ?? inherited, out, root)
      break
    case 'Encoding':
      collect(issue.issue, path, inherited, out, root)
      break
    case 'Pointer':
      collect(issue.issue, [...path, ...issue.path], inherited, out, root)
      break
    case 'Composite':
      for (const inner of issue.issues) collect(inner, path, inherited, out, root)
      break
    case 'AnyOf':
      // A union with no member close enough to report on fails as a whole.
      if (issue.issues.length > 0) {
        for (const inner of issue.issues) collect(inner, path, inherited, out, root)
      } else {
        add(out, path, inherited ?? refOf(issue.ast) ?? leafMessage(root, path))
      }
      break
    default:
      // An issue a form-level rule built with its own message (several fields, several messages)
      // names it itself; otherwise the filter's message, then the schema's.
      add(
        out,
        path,
        refOf(issue as Annotated) ??
          inherited ??
          refOf((issue as { readonly ast?: Annotated }).ast) ??
          leafMessage(root, path),
      )
  }
}

const add = (out: Map<string, MessageRef[]>, path: ReadonlyArray<PropertyKey>, found: MessageRef): void => {
  const field = path.length === 0 ? FORM_ERRORS : path.map(String).join('.')
  const list = out.get(field) ?? []
  if (!list.some((m) => m.key === found.key)) list.push(found)
  out.set(field, list)
}

/** Every message of an issue, grouped by the dotted path of its field. */
export const fieldErrors = (issue: SchemaIssue.Issue, input?: unknown): FieldErrors => {
  const out = new Map<string, MessageRef[]>()
  collect(issue, [], undefined, out, input)
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
    : { ok: false, errors: fieldErrors(result.failure.issue, input) }
}

/** Every error of `input` per field (none when it decodes): what a form shows after a refused submit. */
export const formErrors = (schema: Schema.Decoder<unknown>, input: unknown): FieldErrors => {
  const result = decodeForm(schema, input)
  return result.ok ? {} : result.errors
}
