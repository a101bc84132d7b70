// Details of API errors (JSON {detail, code}): used by the server only, never shipped to browsers.
export const api = {
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  badRequest: 'Bad request.',
  uriTooLong: 'The request URI is too long.',
  internal: 'Internal server error.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  multipartRequired: 'The request body must be multipart/form-data with the image in the part "file".',
  tokenNotValid: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  noActiveAccount: 'No active account found with the given credentials',
  throttled: 'Please wait a few minutes',
  incorrectCode: 'Incorrect code',
  invalidToken: 'The token is invalid or expired. Please try again.',
  accountExists: 'An account with this phone number already exists. Sign in with your password.',
  noPendingPhone: 'There is no new phone number to confirm',
  // The events of a tournament's calendar file (`/tournaments/{id}.ics`).
  calendarRegistration: 'Registration: {name}',
  calendarGames: '{name}: games',
  // The API's reference page (`/api/docs`); endpoint descriptions stay in English, like the OpenAPI document.
  docsTitle: 'Vatra Esports public API',
  docsIntro:
    'The public, read-only endpoints of REST API v1, generated from the schemas the server decodes with. The OpenAPI 3.1 document:',
  docsParameters: 'Parameters',
  docsName: 'Name',
  docsIn: 'In',
  docsDescription: 'Description',
  docsSchema: 'Schema',
  docsResponses: 'Responses',
  docsSchemas: 'Schemas',
}
