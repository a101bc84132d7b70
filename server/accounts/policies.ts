/**
 * The accounts' limits and lifetimes in one place (issue 4, ADR 0013, ADR 0014). Buckets are keyed
 * by what a request names (a phone, an address, an identifier), never by whether an account exists,
 * so a limit answers the same for known and unknown accounts.
 */
import { PHONE_CODE_LIFETIME_SECONDS, PHONE_TICKET_LIFETIME_SECONDS } from '#core/accounts/phone-code.port.ts'
import { ConfigError } from '#server/platform/config.ts'
import type { RateRule } from '#server/platform/rate-limiter.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const LIFETIMES = {
  /** SMS code. */
  phoneCodeSeconds: PHONE_CODE_LIFETIME_SECONDS,
  /** The ticket a verified code gives, spent by sign-up or restore. */
  phoneTicketSeconds: PHONE_TICKET_LIFETIME_SECONDS,
  emailRegisterSeconds: 24 * HOUR,
  passwordResetSeconds: HOUR,
  /** A changed e-mail address waiting for its link (profile). */
  emailChangeSeconds: 24 * HOUR,
  /** A changed phone number waiting for its code (profile); each code still lives 10 minutes. */
  phoneChangeSeconds: 24 * HOUR,
  /** A network the account was last proved from; failures from it do not count against the account. */
  knownNetworkSeconds: 90 * DAY,
} as const

/** Wrong tries of one SMS code before it is dead. */
export const MAX_CODE_ATTEMPTS = 5

/** Seconds between two code sends to one phone (the resend countdown). */
export const RESEND_AFTER_SECONDS = MINUTE

export const LIMITS = {
  /** Code sends per phone: at least 60 s apart, at most 5 an hour. */
  smsPerPhone: [
    { max: 1, windowSeconds: RESEND_AFTER_SECONDS },
    { max: 5, windowSeconds: HOUR },
  ],
  /** Code sends per client address (an IPv6 /64 counts as one address). */
  smsPerIp: [{ max: 20, windowSeconds: HOUR }],
  /** Code checks per client address (each code also dies after 5 wrong tries). */
  codeChecksPerIp: [{ max: 60, windowSeconds: 15 * MINUTE }],
  /**
   * Failed password sign-ins per e-mail or phone, from networks that never proved the account (ADR
   * 0019): the owner's own networks are not refused for what others try.
   */
  signInPerAccount: [{ max: 10, windowSeconds: 15 * MINUTE }],
  /** Failed password sign-ins per client address. */
  signInPerIp: [{ max: 50, windowSeconds: 15 * MINUTE }],
  /** Registration and reset mails per address: at least 60 s apart, at most 5 an hour. */
  mailPerAddress: [
    { max: 1, windowSeconds: MINUTE },
    { max: 5, windowSeconds: HOUR },
  ],
  /** Registration and reset mails per client address. */
  mailPerIp: [{ max: 20, windowSeconds: HOUR }],
  /** New nicknames a signed-in user tries (a taken one is said): not a way to list them at speed. */
  nicknameChecksPerUser: [{ max: 20, windowSeconds: HOUR }],
  /** Wrong current passwords of a signed-in user (profile: e-mail or phone change, password change). */
  reauthPerUser: [{ max: 10, windowSeconds: 15 * MINUTE }],
  /** Wrong current passwords per client address. */
  reauthPerIp: [{ max: 50, windowSeconds: 15 * MINUTE }],
  /** Avatar uploads per user, each one counted (a refused image costs the server work too). */
  avatarUploadsPerUser: [{ max: 30, windowSeconds: HOUR }],
} as const satisfies Record<string, ReadonlyArray<RateRule>>

/** The SMS caps that are settings (config `smsCaps`): per account and for the whole server, per hour. */
export interface SmsCaps {
  readonly perAccountPerHour: number
  readonly totalPerHour: number
}

/**
 * The rules of the SMS caps. The whole server's cap must stay above what any one client address,
 * number or account may send in an hour, so that no one actor reaches it alone and stops every
 * sign-up by phone: it takes several acting together (ADR 0014).
 */
export const smsCapRules = (caps: SmsCaps) => {
  const oneActor = Math.max(
    caps.perAccountPerHour,
    ...[...LIMITS.smsPerIp, ...LIMITS.smsPerPhone]
      .filter((rule) => rule.windowSeconds <= HOUR)
      .map((rule) => rule.max),
  )
  if (caps.totalPerHour <= oneActor) {
    throw new ConfigError(
      `SMS_PER_HOUR=${caps.totalPerHour} must be above ${oneActor}, what one client address, number or account ` +
        'may send in an hour (SMS_PER_ACCOUNT_PER_HOUR included): otherwise one actor alone stops every SMS',
    )
  }
  return {
    perAccount: [{ max: caps.perAccountPerHour, windowSeconds: HOUR }],
    total: [{ max: caps.totalPerHour, windowSeconds: HOUR }],
  } as const satisfies Record<string, ReadonlyArray<RateRule>>
}

/** How often the log says the whole server's SMS cap was reached: once per window at most. */
export const SMS_CAP_ALERT: ReadonlyArray<RateRule> = [{ max: 1, windowSeconds: HOUR }]

export const buckets = {
  smsPhone: (phone: string) => `sms:phone:${phone}`,
  smsIp: (network: string) => `sms:ip:${network}`,
  smsAccount: (userId: string) => `sms:user:${userId}`,
  smsTotal: 'sms:all',
  smsTotalAlert: 'sms:all:alerted',
  codeCheckIp: (ip: string) => `code-check:ip:${ip}`,
  signInAccount: (identifier: string) => `signin:account:${identifier}`,
  signInIp: (ip: string) => `signin:ip:${ip}`,
  registerAddress: (email: string) => `register:email:${email.toLowerCase()}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  forgotAddress: (email: string) => `forgot:email:${email.toLowerCase()}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  emailChangeAddress: (email: string) => `email-change:email:${email.toLowerCase()}`,
  emailChangeIp: (ip: string) => `email-change:ip:${ip}`,
  nicknameUser: (userId: string) => `nickname:user:${userId}`,
  reauthUser: (userId: string) => `reauth:user:${userId}`,
  reauthIp: (ip: string) => `reauth:ip:${ip}`,
  avatarUser: (userId: string) => `avatar:user:${userId}`,
} as const
