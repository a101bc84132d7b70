// Its Telegram section's forms are answered by the server, with or without JavaScript (ADR 0070): it
// sets the form cookie.
export default true
