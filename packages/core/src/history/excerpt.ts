/**
 * Punctuation that leaves a sentence hanging when an excerpt stops after it: commas,
 * colons, dashes, sentence ends and opening quotes or brackets, with the spaces (no-break
 * ones too, which French puts before ; : ! ?) around them.
 */
const HANGING_END = /[\s\u00a0\u202f,;:.!?¡¿…\-–—([{«“‘"']+$/u;

/**
 * The start of an idea's text, at most `maxLength` characters, cut after a whole word, its
 * hanging punctuation removed before the ellipsis ("Face à eux,…" reads "Face à eux…").
 * A text that fits is returned whole, its spaces folded.
 */
export function excerptOf(text: string, maxLength: number): string {
  const folded = text.replace(/\s+/gu, ' ').trim();
  if (folded.length <= maxLength) return folded;
  const cut = folded.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : folded.slice(0, maxLength);
  return `${words.replace(HANGING_END, '')}…`;
}
