/**
 * The character classes every password rule, score and meter counts, so that the sign-up
 * check, the strength score and the meter never disagree about a character.
 *
 * The classes follow Unicode, because our writers type French and Spanish: 'É' and 'Ñ' are
 * upper case, 'é' and 'ß' lower case, and an Arabic-Indic '٣' is a digit. They are
 * disjoint: a character counts for one class at most, so one character never meets two
 * requirements. "Special" is anything that is neither a letter nor a number: punctuation,
 * symbols, a space, an emoji. A letter without case (Chinese, Arabic) counts for none.
 */

export function hasUpper(password: string): boolean {
  return /[\p{Lu}\p{Lt}]/u.test(password);
}

export function hasLower(password: string): boolean {
  return /\p{Ll}/u.test(password);
}

export function hasDigit(password: string): boolean {
  return /\p{Nd}/u.test(password);
}

export function hasSpecial(password: string): boolean {
  return /[^\p{L}\p{N}]/u.test(password);
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
