// Rendered whole before it is sent (no streaming): a screen the server answers a form with (ADR 0020)
// is one of the flow's later steps, which load lazily; without the script, nothing could reveal them.
export default { enable: false, require: true }
