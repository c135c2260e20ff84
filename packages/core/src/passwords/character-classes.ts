/**
 * The character classes every password rule, score and meter counts, so that the sign-up
 * check, the strength score and the meter never disagree about a character.
 *
 * The classes are ASCII and disjoint: each character counts for exactly one of them.
 * "Special" is everything that is not an ASCII letter or digit, so a space, 'é', 'É',
 * 'ß' or an emoji is special, not upper or lower case. Counting 'É' as both upper case and
 * special would let one character meet two requirements.
 */

export function hasUpper(password: string): boolean {
  return /[A-Z]/.test(password);
}

export function hasLower(password: string): boolean {
  return /[a-z]/.test(password);
}

export function hasDigit(password: string): boolean {
  return /[0-9]/.test(password);
}

export function hasSpecial(password: string): boolean {
  return /[^A-Za-z0-9]/.test(password);
}

/**
 * Length in Unicode code points, so an emoji or any character outside the Basic
 * Multilingual Plane counts once (String#length would count it twice). Code points rather
 * than grapheme clusters: the count then depends on no Unicode segmentation tables, so the
 * browser and the server always agree. A letter with a combining accent ('e' + U+0301)
 * counts two.
 */
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length++;
  return length;
}
