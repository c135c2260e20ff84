/*
 * The title of an idea: the heuristic that tells a title line from a sentence, and the
 * cleaning of what a model wraps a title in (docs/PRODUCT.md, Prompt rules).
 */

/** A title is under 120 characters (docs/PRODUCT.md, Prompt rules). */
export const MAX_TITLE_LENGTH = 120;

/**
 * Endings that make a line a sentence rather than a title. Sentence punctuation first:
 * . ! ? and the ellipsis (Spanish and French end sentences with the same
 * marks; ¡ and ¿ only open them, and French puts a space before ! ? : ; which trimming
 * removes). We add ':' because a line ending in it introduces what follows ("Voici une
 * idée :", "Here is your idea:"), which is what a model writes when it does not start
 * with the title; ';' and ',' for the same reason: the line is an unfinished sentence.
 * Closing quotes and brackets after the mark do not hide it ('Il dit : « Viens. »').
 */
const SENTENCE_ENDING = /[.!?…‽:;,。！？：；]$/u;
const TRAILING_CLOSERS = /[\s"'“”’»›)\]]+$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The title heuristic (docs/PRODUCT.md, Prompt rules), applied to one line. */
export function isTitleLike(line: string): boolean {
  const text = line.trim();
  if (!HAS_WORD.test(text)) return false;
  if ([...text].length >= MAX_TITLE_LENGTH) return false;
  return !SENTENCE_ENDING.test(text.replace(TRAILING_CLOSERS, ''));
}

const HEADING_MARKS = /^#+\s*/u;
const BOLD_MARKS = /\*\*|__/gu;
const TITLE_PREFIX = /^(?:title|titre|t[ií]tulo)\s*[:：]\s*/iu;
const DOUBLE_QUOTES = '"“”„‟«»‹›';
const SINGLE_QUOTES = "'‘’";

function stripQuotes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && DOUBLE_QUOTES.includes(text.charAt(start))) start++;
  while (end > start && DOUBLE_QUOTES.includes(text.charAt(end - 1))) end--;
  let inner = text.slice(start, end).trim();
  // A lone apostrophe may belong to the title ('Twas, O'Brien): strip single quotes in pairs.
  while (
    inner.length >= 2 &&
    SINGLE_QUOTES.includes(inner.charAt(0)) &&
    SINGLE_QUOTES.includes(inner.charAt(inner.length - 1))
  ) {
    inner = inner.slice(1, -1).trim();
  }
  return inner;
}

function stripEmphasis(text: string): string {
  const first = text.charAt(0);
  if (text.length >= 2 && (first === '*' || first === '_') && text.endsWith(first)) {
    return text.slice(1, -1).trim();
  }
  return text;
}

/** One line without the markdown, quotes and "Title:" prefix a model may wrap a title in. */
export function cleanTitleLine(line: string): string {
  let text = line.trim().replace(HEADING_MARKS, '').replace(BOLD_MARKS, '').trim();
  // Wrappings nest in any order (`*« Titre : La nuit »*`); a few passes undo them all.
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    text = stripQuotes(stripEmphasis(text).replace(TITLE_PREFIX, '').trim());
    if (text === before) break;
  }
  return text;
}

/**
 * The title of a generated idea: its first line that holds any words, cleaned of markdown
 * `#`, `**`, quotes and a "Title:"/"Titre :"/"Título:" prefix, or null when that line does
 * not pass the title heuristic (the idea opens with a sentence, or has no text). A line
 * holding only a prefix ("**Titre :**") is skipped so the title on the next line is found.
 */
export function extractTitle(ideaText: string): string | null {
  for (const line of ideaText.split(/\r\n|\r|\n/u)) {
    const cleaned = cleanTitleLine(line);
    if (!HAS_WORD.test(cleaned)) continue;
    return isTitleLike(cleaned) ? cleaned : null;
  }
  return null;
}
