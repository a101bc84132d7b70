// Its forms are answered by the server without JavaScript too (ADR 0020): it sets their cookie.
export default true
