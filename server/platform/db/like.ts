/**
 * LIKE patterns from what people type: every list's search (tournaments, teams, accounts) finds the
 * text anywhere, its `%` and `_` plain characters. Use with `escape '\\'`.
 */

/** `text` anywhere: `%text%`, with `\`, `%` and `_` escaped. */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
