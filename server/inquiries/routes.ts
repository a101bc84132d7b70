/**
 * The inquiries' endpoints of REST API v1 (`INQUIRY_PATHS`, docs/inquiries.md): open to guests,
 * JSON bodies decoded with core's schema of the form, answers never cached.
 */

import { type Context, Hono } from 'hono'
import {
  ContactRequest,
  INQUIRY_ERROR_CODES,
  INQUIRY_PATHS,
  type InquiryKind,
  STARTED_FIELD,
  StreamerApplicationRequest,
} from '#core/inquiries/inquiries.api.ts'
import { clientIp } from '#server/platform/http/client-ip.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale, throttled } from '#server/platform/http/problems.ts'
import type { InquiryOutcome, InquiryUseCases } from './use-cases.ts'

/** The optional fields of a form may be left out of a JSON body (an empty field). */
const OPTIONAL_FIELDS: Readonly<Record<InquiryKind, ReadonlyArray<string>>> = {
  contact: [],
  streamer: ['twitch', 'discord', 'youtube'],
}

const withEmptyOptionals = (kind: InquiryKind) => (input: unknown) => {
  const filled: Record<string, unknown> = {}
  for (const field of OPTIONAL_FIELDS[kind]) filled[field] = ''
  return { ...filled, ...(input as object) }
}

const bodySchemas = { contact: ContactRequest, streamer: StreamerApplicationRequest } as const

/** The HTTP answer of an outcome. */
export const inquiryResponse = (c: Context, outcome: InquiryOutcome): Response => {
  if (outcome.ok) return c.json({ status: 'received', [STARTED_FIELD]: outcome.started }, 201)
  switch (outcome.reason) {
    case 'throttled':
      return throttled(c, outcome.retryAfterSeconds)
    case 'form_expired':
      return apiError(c, 400, INQUIRY_ERROR_CODES.formExpired, 'formExpired', {
        [STARTED_FIELD]: outcome.started,
      })
    case 'not_sent':
      return apiError(c, 400, INQUIRY_ERROR_CODES.notSent, 'inquiryNotSent')
    case 'sent_too_soon':
      return apiError(c, 400, INQUIRY_ERROR_CODES.sentTooSoon, 'sentTooSoon')
  }
}

export const createInquiryRoutes = ({
  inquiries,
  trustProxy,
}: {
  readonly inquiries: InquiryUseCases
  readonly trustProxy: boolean
}): Hono => {
  const routes = new Hono()
  const route = (kind: InquiryKind, path: string) =>
    routes.post(path, noStore, ...jsonBody(), async (c) => {
      const decoded = await decodeBody(c, bodySchemas[kind], { reshape: withEmptyOptionals(kind) })
      if (!decoded.ok) return decoded.response
      const { started, website, ...fields } = decoded.value
      const outcome = await inquiries.submit({
        kind,
        fields,
        started,
        honeypot: website,
        locale: apiLocale(c.req.path),
        ip: clientIp(c, trustProxy),
      })
      return inquiryResponse(c, outcome)
    })
  route('contact', INQUIRY_PATHS.contact)
  route('streamer', INQUIRY_PATHS.streamerApplication)
  return routes
}
