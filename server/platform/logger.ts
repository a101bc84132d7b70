import pino, { type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout, one object per line, ready for any log shipper. */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    base: { service: 'vatra-esports' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  })
