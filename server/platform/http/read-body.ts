/**
 * A request body read no further than `maxBytes`: undefined past the limit, so a client cannot make
 * the server hold more than a form's worth of bytes (the Auth.js endpoints, the forms answered without
 * JavaScript, the bodies of requests sent with an `Idempotency-Key`), or a third party's answer
 * read no further either (the alerts provider's).
 */
export const readBodyBytes = async (
  request: Pick<Request | Response, 'body'>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text, within `maxBytes` like `readBodyBytes`. */
export const readBodyText = async (
  request: Pick<Request | Response, 'body'>,
  maxBytes: number,
): Promise<string | undefined> => {
  const bytes = await readBodyBytes(request, maxBytes)
  return bytes && Buffer.from(bytes).toString('utf8')
}
