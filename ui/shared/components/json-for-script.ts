/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no
 * text an organiser writes can close the script or open a comment; U+2028/9 escaped for old parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
