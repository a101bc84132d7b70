/**
 * Filling in, on the spot, what a tournament still needs of a profile (spec §5 "a filled profile"):
 * the join flow asks for exactly the missing fields and saves them before it joins. The phone is not
 * among them: a number is verified by an SMS code first, which the profile page does.
 */
import { Schema, Struct } from 'effect'
import { type FieldErrors, formErrors } from '#core/shared/validation/decode-form.ts'
import { message } from '#core/shared/validation/message.ts'
import { ProfileForm } from './profile.schema.ts'
import type { CompletableField } from './profile.ts'

/** What the join flow saves: some of the fields tournaments need, never a contact to verify. */
export type ProfileCompletion = Partial<Pick<ProfileForm, CompletableField>>

const schemaOf = (fields: ReadonlyArray<CompletableField>) => ProfileForm.mapFields(Struct.pick(fields))

const textOf = (values: unknown, field: string): string => {
  const value: unknown = Reflect.get(Object(values), field)
  return typeof value === 'string' ? value : ''
}

/** Each field's messages: the profile form's own rules, and none of them left empty. */
export const completionErrors = (fields: ReadonlyArray<CompletableField>, values: unknown): FieldErrors => {
  const errors: Record<string, FieldErrors[string]> = { ...formErrors(schemaOf(fields), values) }
  for (const field of fields) if (textOf(values, field).trim() === '') errors[field] = [message('required')]
  return errors
}

/** The decoded values to save (only called once `completionErrors` found nothing). */
export const completionOf = (fields: ReadonlyArray<CompletableField>, values: unknown): ProfileCompletion =>
  Schema.decodeUnknownSync(schemaOf(fields))(
    Object.fromEntries(fields.map((field) => [field, textOf(values, field)])),
  )
