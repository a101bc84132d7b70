// Rendered whole before it is sent (no streaming; a web stream, as the server hands pages on): a
// screen the server answers a form with (ADR 0020) is a later step of the flow, which loads lazily,
// and without the script nothing could reveal a step streamed after its placeholder.
export default { enable: false, require: true, type: 'web' }
