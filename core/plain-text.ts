/**
 * Text as people type it. No control characters: none in a single line; tab, line feed and
 * carriage return only in multi-line text (Postgres refuses NUL in text, and BEL or ESC in a
 * name are never meant). No C1 controls (U+0080–U+009F) anywhere: no keyboard types them, and
 * some reach mail and terminals as a line break (U+0085) or an escape (U+009B). A single line
 * also refuses the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which reorder whatever is printed after them on the same line (a subject, a list row); in
 * multi-line text they stay, for writers who mix directions, and a paragraph ends their reach
 * (decision 053). Right-to-left letters and the marks U+200E and U+200F are text like any other.
 */
export function isPlainText(text: string, { multiLine = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const tabOrBreak = code === 9 || code === 10 || code === 13
    if (code < 32 && !(multiLine && tabOrBreak)) return false
    if (code >= 127 && code <= 159) return false // DEL and the C1 controls
    if (!multiLine && isBidiControl(code)) return false
  }
  return true
}

/** Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069); not the marks. */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
}
