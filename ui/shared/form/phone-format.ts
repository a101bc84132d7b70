// The phone field's shaping rules are core's: the server reads a form sent without JavaScript by them.
export {
  type Formatter,
  fullNumber,
  nationalDigits,
  nationalPart,
  UA_PREFIX,
} from '#core/accounts/phone-input.ts'
