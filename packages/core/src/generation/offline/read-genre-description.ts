/**
 * What a genre's catalogue description gives an idea. Descriptions are written by an
 * editor, often as "ingredients: what the genre promises" ("The full moon, the bite, the
 * beast awakening: a transformation story in which..."); the first sentence is enough.
 */
export interface GenreReading {
  /** The list before the colon, when the description opens with one. */
  ingredients?: string;
  /** What the genre promises: the clause after the colon, or the first clause. */
  promise?: string;
}

/** Longest ingredient list worth quoting inside a sentence of ours. */
const MAX_INGREDIENTS = 160;

function firstSentence(description: string): string {
  const end = description.search(/[.!?](\s|$)/);
  return (end < 0 ? description : description.slice(0, end)).trim();
}

/** Up to the first semicolon: the rest is usually a comment on the genre, not its matter. */
function firstClause(text: string): string {
  return text.split(';')[0]?.trim() ?? '';
}

/**
 * Reads a description; `inline` turns a sentence start into text that reads inside
 * another sentence (the language's rule for names, see Grammar.inline).
 */
export function readGenreDescription(
  description: string,
  inline: (text: string) => string,
): GenreReading {
  const sentence = firstSentence(description);
  if (!sentence) return {};
  const colon = sentence.indexOf(':');
  if (colon < 0) return { promise: inline(firstClause(sentence)) };
  const before = sentence.slice(0, colon).trim();
  const after = firstClause(sentence.slice(colon + 1));
  // A list has commas; a clause before a colon ("The plot grows out of...") is no list.
  const isList = before.includes(',') && before.length <= MAX_INGREDIENTS;
  if (!isList) return { promise: inline(before) };
  return { ingredients: inline(before), promise: after ? inline(after) : undefined };
}
