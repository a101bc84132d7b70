// Details of API errors (JSON {detail, code}): used by the server only, never shipped to browsers.
export const api = {
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  badRequest: 'Bad request.',
  uriTooLong: 'The request URI is too long.',
  internal: 'Internal server error.',
}
