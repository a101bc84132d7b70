/**
 * A small, strict reader of the RFC 5322 / MIME messages nodemailer writes, so tests and end-to-end
 * runs can read the outbox and what an SMTP server received without another dependency: header
 * unfolding, RFC 2047 encoded words, nested multiparts, quoted-printable and base64 bodies, charsets.
 * Attachments are skipped; the first text/plain and text/html parts are the mail's two alternatives.
 */

export interface ParsedMail {
  /** Header fields by lower-case name, unfolded and decoded; repeated fields keep every value. */
  readonly headers: ReadonlyMap<string, readonly string[]>
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

interface Entity {
  readonly headers: Map<string, string[]>
  /** The body as a binary (latin1) string: one character per byte. */
  readonly body: string
}

export const parseMail = (raw: Buffer | string): ParsedMail => {
  const root = parseEntity(
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'),
  )
  const found: { text?: string; html?: string } = {}
  collectAlternatives(root, found)
  const first = (name: string) => root.headers.get(name)?.[0] ?? ''
  return {
    headers: root.headers,
    from: first('from'),
    to: first('to'),
    subject: first('subject'),
    text: found.text ?? '',
    html: found.html ?? '',
  }
}

const parseEntity = (binary: string): Entity => {
  const separator = /\r?\n\r?\n/.exec(binary)
  const head = separator ? binary.slice(0, separator.index) : binary
  const body = separator ? binary.slice(separator.index + separator[0].length) : ''
  const headers = new Map<string, string[]>()
  // Unfolding (RFC 5322 §2.2.3): a line break followed by white space continues the field.
  for (const line of head.replace(/\r?\n([ \t])/g, '$1').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    // Raw 8-bit header text (SMTPUTF8) is UTF-8; encoded words are ASCII and decoded after.
    const value = decodeEncodedWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'))
    headers.set(name, [...(headers.get(name) ?? []), value])
  }
  return { headers, body }
}

const collectAlternatives = (entity: Entity, found: { text?: string; html?: string }): void => {
  const contentType = parseHeaderValue(
    entity.headers.get('content-type')?.[0] ?? 'text/plain; charset=us-ascii',
  )
  const disposition = parseHeaderValue(entity.headers.get('content-disposition')?.[0] ?? 'inline')
  if (contentType.value.startsWith('multipart/')) {
    const boundary = contentType.params.get('boundary')
    if (!boundary) throw new Error('A multipart entity without a boundary')
    for (const part of splitMultipart(entity.body, boundary)) collectAlternatives(parseEntity(part), found)
    return
  }
  if (disposition.value === 'attachment') return
  const kind =
    contentType.value === 'text/plain' ? 'text' : contentType.value === 'text/html' ? 'html' : undefined
  if (!kind || found[kind] !== undefined) return
  const bytes = decodeTransfer(entity.body, entity.headers.get('content-transfer-encoding')?.[0] ?? '7bit')
  found[kind] = decodeCharset(bytes, contentType.params.get('charset')).replace(/\r\n/g, '\n')
}

/** `line` without the spaces and tabs at its end (a loop: a regex would retry from each of them). */
const withoutTrailingBlanks = (line: string): string => {
  let end = line.length
  while (end > 0 && (line.charAt(end - 1) === ' ' || line.charAt(end - 1) === '\t')) end -= 1
  return line.slice(0, end)
}

/**
 * The parts between `--boundary` lines, without the preamble and the epilogue (RFC 2046 §5.1.1),
 * read line by line. A part ends before the line break that precedes its delimiter.
 */
const splitMultipart = (body: string, boundary: string): string[] => {
  const parts: string[] = []
  let start: number | undefined
  let lineStart = 0
  while (lineStart <= body.length) {
    const newline = body.indexOf('\n', lineStart)
    const lineEnd = newline === -1 ? body.length : newline
    const line = withoutTrailingBlanks(body.slice(lineStart, lineEnd).replace(/\r$/, ''))
    const closing = line === `--${boundary}--`
    if (closing || line === `--${boundary}`) {
      if (start !== undefined) {
        const before =
          lineStart === 0 ? 0 : body.charAt(lineStart - 2) === '\r' ? lineStart - 2 : lineStart - 1
        parts.push(body.slice(start, Math.max(start, before)))
      }
      if (closing) return parts
      start = newline === -1 ? body.length : newline + 1
    }
    if (newline === -1) break
    lineStart = newline + 1
  }
  throw new Error('A multipart entity without its closing boundary')
}

const decodeTransfer = (body: string, encoding: string): Buffer => {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    default: // 7bit, 8bit, binary: the bytes as they are
      return Buffer.from(body, 'latin1')
  }
}

/** RFC 2045 §6.7: trailing white space is padding, `=` at a line end is a soft break, `=XX` a byte. */
export const decodeQuotedPrintable = (encoded: string): Buffer => {
  const text = encoded
    .split('\n')
    .map((line) =>
      line.endsWith('\r') ? `${withoutTrailingBlanks(line.slice(0, -1))}\r` : withoutTrailingBlanks(line),
    )
    .join('\n')
    .replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === '=' ? text.slice(index + 1, index + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(text.charCodeAt(index) & 0xff)
    }
  }
  return Buffer.from(bytes)
}

const decodeCharset = (bytes: Uint8Array, charset: string | undefined): string => {
  const label = (charset ?? 'utf-8').split('*')[0]?.trim().toLowerCase() || 'utf-8'
  try {
    return new TextDecoder(label === 'us-ascii' ? 'utf-8' : label).decode(bytes)
  } catch {
    // An unknown label: UTF-8 is what every modern sender means.
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/** RFC 2047 §2: an encoded word is at most 75 characters long. */
const ENCODED_WORD_MAX = 75

/**
 * The charset, encoding and payload of each `=?charset?B|Q?payload?=` in `value`, with its position.
 * Each candidate is read within the 75 characters a word may span, so the scan stays linear.
 */
function* encodedWords(value: string) {
  let at = value.indexOf('=?')
  while (at !== -1) {
    const window = value.slice(at, at + ENCODED_WORD_MAX)
    const charsetEnd = window.indexOf('?', 2)
    const payloadEnd = charsetEnd === -1 ? -1 : window.indexOf('?=', charsetEnd + 3)
    const charset = window.slice(2, charsetEnd)
    const encoding = window.charAt(charsetEnd + 1)
    const payload = window.slice(charsetEnd + 3, payloadEnd)
    const isWord =
      payloadEnd !== -1 &&
      charset !== '' &&
      !/[\s?]/.test(charset) &&
      /^[BbQq]$/.test(encoding) &&
      window.charAt(charsetEnd + 2) === '?' &&
      !/[\s?]/.test(payload)
    if (isWord) {
      yield { index: at, length: payloadEnd + 2, charset, encoding, payload }
      at = value.indexOf('=?', at + payloadEnd + 2)
    } else at = value.indexOf('=?', at + 1)
  }
}

/**
 * RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`. White space between two encoded words is dropped, and
 * adjacent words of one charset are joined as bytes first, since a character may be split across them.
 */
export const decodeEncodedWords = (value: string): string => {
  let output = ''
  let pending: { charset: string; bytes: Buffer[] } | undefined
  let last = 0
  const flush = () => {
    if (pending) output += decodeCharset(Buffer.concat(pending.bytes), pending.charset)
    pending = undefined
  }
  for (const match of encodedWords(value)) {
    const between = value.slice(last, match.index)
    const { charset, encoding, payload } = match
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : decodeQuotedPrintable(payload.replaceAll('_', ' '))
    if (pending && /^[ \t]*$/.test(between) && pending.charset.toLowerCase() === charset.toLowerCase()) {
      pending.bytes.push(bytes)
    } else {
      if (pending && /^[ \t]*$/.test(between)) flush()
      else {
        flush()
        output += between
      }
      pending = { charset, bytes: [bytes] }
    }
    last = match.index + match.length
  }
  flush()
  return output + value.slice(last)
}

interface HeaderValue {
  readonly value: string
  readonly params: ReadonlyMap<string, string>
}

/** `type/subtype; name=value; name="quoted \"value\""`, names lower-cased. */
const parseHeaderValue = (header: string): HeaderValue => {
  const pieces: string[] = []
  let current = ''
  let quoted = false
  for (let index = 0; index < header.length; index++) {
    const char = header[index]
    if (char === '\\' && quoted) {
      current += header[++index] ?? ''
    } else if (char === '"') {
      quoted = !quoted
    } else if (char === ';' && !quoted) {
      pieces.push(current)
      current = ''
    } else {
      current += char
    }
  }
  pieces.push(current)
  const [value = '', ...rest] = pieces
  const params = new Map<string, string>()
  for (const piece of rest) {
    const equals = piece.indexOf('=')
    if (equals > 0) params.set(piece.slice(0, equals).trim().toLowerCase(), piece.slice(equals + 1).trim())
  }
  return { value: value.trim().toLowerCase(), params }
}
