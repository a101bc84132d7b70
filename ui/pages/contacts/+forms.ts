// Its form is answered by the server without JavaScript too (ADR 0020): it sets the form cookie.
export default true
