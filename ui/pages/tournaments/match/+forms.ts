// A signed-in player's page holds the report, confirm and dispute forms, answered by the server with
// or without JavaScript (ADR 0020); a guest's holds none and stays shareable.
export default 'signed-in'
