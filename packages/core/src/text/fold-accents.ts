/**
 * A text without its accents: each letter decomposed (NFD) and its combining marks dropped,
 * so that "Élise", "Elise" and "Élise" written with a combining accent compare alike. Case,
 * ligatures ("œ") and letters without a decomposition ("ø", "ł") are left as they are.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
