// The phone field's shaping rules are core's: the server reads a form sent without JavaScript by them.
export { type Formatter, fullNumber, nationalPart } from '#core/accounts/phone-input.ts'
