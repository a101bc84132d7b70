// A page that fails on purpose, so the error page of a real server failure can be tested end to end.
// It exists only when the server runs with ENABLE_FAULT_ROUTES=1; otherwise it is a 404 like any
// unknown path.
export default '/__fault'
