// Details of API errors (JSON {detail, code}): used by the server only, never shipped to browsers.
export const api = {
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  badRequest: 'Bad request.',
  uriTooLong: 'The request URI is too long.',
  internal: 'Internal server error.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  imagesBusy: 'The server is processing too many images right now. Please try again in a moment.',
  multipartRequired: 'The request body must be multipart/form-data with the image in the part "file".',
  tokenNotValid: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  noActiveAccount: 'No active account found with the given credentials',
  throttled: 'Please wait a few minutes',
  busy: 'The server is busy right now. Please try again in a few seconds.',
  incorrectCode: 'Incorrect code',
  invalidToken: 'The token is invalid or expired. Please try again.',
  accountExists: 'An account with this phone number already exists. Sign in with your password.',
  noPendingPhone: 'There is no new phone number to confirm',
  // Idempotency-Key on the API's POSTs and PATCHes (docs/api.md "Idempotency keys").
  idempotencyKeyInvalid: 'Idempotency-Key must be a string of 16 to 255 visible characters, such as a UUID.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyInUse:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  // Teams: refusals of a team change (TEAM_ERROR_CODES).
  registrationClosed: 'Registration for this tournament is closed now.',
  profileIncomplete: 'Fill in your profile to take part in tournaments.',
  alreadyInTeam: 'You already play in a team of this tournament.',
  alreadyMember: 'This player is already in the team.',
  teamFull: 'The team has no free places.',
  notCaptain: 'Only the team captain can do this.',
  notModerator: 'Only a moderator can do this.',
  captainStays: 'The captain cannot leave the team while it has other players.',
  checkInClosed: 'Check-in is not available for this team now.',
  wrongState: 'The team is not in a state that allows this.',
  // The moderators' team desk (MODERATION_ERROR_CODES).
  noFreeSlot: 'Every slot of this tournament is taken: free one before moving a team up.',
  // Organisers' endpoints over accounts (STAFF_ERROR_CODES).
  notOrganiser: 'Only an organiser can do this.',
  ownRole: 'You cannot take away your own organiser role. Ask another organiser.',
  ownAccount: 'You cannot disable your own account.',
  // The organisers' tournament management (MANAGE_PATHS).
  stale: 'Someone changed this tournament meanwhile. Reload it and make your change again.',
  stagesStarted: 'The stage plan cannot change once a stage has been drawn or started.',
  wrongStatus: "The tournament's status does not allow this.",
  // The prize payout ledger (PAYOUT_PATHS).
  payoutStale: 'Someone changed this payout meanwhile. Reload it and make your change again.',
  gamesNotOver: 'Prizes are paid once the games are over.',
  noPrize: 'This place has no prize to pay.',
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
  formExpired: 'The page was open too long. Please send the form again.',
  sentTooSoon: 'That was quick: please check your message and send it again.',
  inquiryNotSent: 'The message was not sent. Please check it and send it again.',
}
