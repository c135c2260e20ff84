/**
 * The rule for text that comes from outside (a writer's notes, a search, a name, an
 * e-mail, an engine's answer) before it is stored or written into a file (decision 025).
 *
 * - NUL and unpaired surrogates are refused: PostgreSQL stores neither (text and jsonb
 *   refuse NUL; UTF-8 has no encoding for a lone surrogate, so a driver would swap it for
 *   U+FFFD), and no keyboard types them.
 * - The control characters that end a line elsewhere (vertical tab, form feed, next line)
 *   become a line feed: Word writes a manual line break as a vertical tab, and a pasted
 *   text keeps its lines.
 * - Every other C0 and C1 control character but tab, line feed and carriage return is
 *   removed: none is visible, and XML 1.0 (a Word file) allows none of the C0 ones.
 */

/** NUL, or a surrogate that is not half of a pair (the u flag reads a pair as one code point). */
const UNSTORABLE = /\0|\p{Cs}/u;

/** Vertical tab, form feed and next line: line breaks in Unicode's sense. */
const LINE_BREAK_CONTROLS = /[\v\f\u0085]/g;

/** C0 and C1 controls (Unicode's Cc) other than tab, line feed and carriage return. */
const INVISIBLE_CONTROLS = /(?![\t\n\r])\p{Cc}/gu;

export type TextReading = { text: string } | { fault: 'invalidText' };

/** Whether the text holds what no database stores: NUL or an unpaired surrogate. */
export function isUnstorable(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** The text with its control characters settled: line breaks kept as line feeds, the rest gone. */
export function withoutControls(value: string): string {
  return value.replace(LINE_BREAK_CONTROLS, '\n').replace(INVISIBLE_CONTROLS, '');
}

/** A text received from outside: refused if it cannot be stored, else without its controls. */
export function readText(value: string): TextReading {
  if (isUnstorable(value)) return { fault: 'invalidText' };
  return { text: withoutControls(value) };
}

/**
 * A text that must be stored whatever it holds (an engine's answer): what cannot be stored
 * is dropped rather than refused, then the controls are settled as readText does.
 */
export function storableText(value: string): string {
  return withoutControls(value.replace(/\0|\p{Cs}/gu, ''));
}

/**
 * What XML 1.0 allows in a document's text (its Char production): tab, line feed, carriage
 * return and every code point from U+0020 but surrogates, U+FFFE and U+FFFF. Text written
 * before the rule above, or by any other road, cannot then break a Word file.
 */
export function xmlText(value: string): string {
  return value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}
