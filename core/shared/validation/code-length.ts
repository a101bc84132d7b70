/** The digits of a one-time code sent by SMS (spec §9); without effect, for the code field. */
export const CODE_LENGTH = 6
