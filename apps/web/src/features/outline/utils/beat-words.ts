import { BEAT_WORDS_MAX } from '@plume/core/outline';

/**
 * A word target as typed, as the whole number the server takes; null while it is not one
 * (empty, a fraction, a sign, over the longest story's).
 */
export function wordsOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const words = Number.parseInt(trimmed, 10);
  return words <= BEAT_WORDS_MAX ? words : null;
}
