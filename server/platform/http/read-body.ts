/**
 * A request body as text, read no further than `maxBytes`: undefined past the limit, so a client
 * cannot make the server hold more than a form's worth of bytes (the Auth.js endpoints, the forms
 * answered without JavaScript).
 */
export const readBodyText = async (request: Request, maxBytes: number): Promise<string | undefined> => {
  if (!request.body) return ''
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
  return Buffer.concat(chunks).toString('utf8')
}
