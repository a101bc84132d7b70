/** The live updates' stream caps (ADR 0078), apart so that the configuration reads them alone. */
export const DEFAULT_MAX_STREAMS = 2000
export const DEFAULT_MAX_STREAMS_PER_CLIENT = 20
