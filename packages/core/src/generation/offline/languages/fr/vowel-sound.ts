/** The vowels French elides before, upper and lower case. */
export const VOWEL = 'aeiouéèêëàâäîïôöùûüœæAEIOUÉÈÊËÀÂÄÎÏÔÖÙÛÜŒÆ';

/**
 * Words whose h is aspirated: no elision before them ("le hameau", "la honte"), English
 * ones too ("le hard-boiled", "la high fantasy", "le hopepunk").
 */
const ASPIRATED =
  /^(ha(?:ie|ine|che|lle|ll|meau|nche|ngar|rpe|sard|te|ut|ute|reng|rd)|hâte|hé(?:ros|risson)|hê|hi(?:bou|érarchie|gh)|ho(?:nte|rs|ule|rde|mard|pe)|hu(?:it|rle|tte|blot|ée))/i;

/**
 * Whether a French word or name starts with a vowel sound, so that "le", "de" or "que"
 * before it elides: a mute h does ("l'hiver", "qu'Hugo"), an aspirated one not; a y before
 * a consonant does ("qu'Yves"), before a vowel not ("que Yannick").
 */
export function startsWithVowelSound(word: string): boolean {
  const first = word[0] ?? '';
  if (VOWEL.includes(first)) return true;
  if (first === 'h' || first === 'H') return !ASPIRATED.test(word);
  if (first === 'y' || first === 'Y') return !VOWEL.includes(word[1] ?? 'a');
  return false;
}
