import { BEAT_WORDS_MAX } from '@plume/core/outline';
import { describe, expect, it } from 'vitest';
import { wordsOf } from './beat-words';

describe('a word target as typed', () => {
  it('is a whole number of words', () => {
    expect(wordsOf('1200')).toBe(1200);
    expect(wordsOf(' 0 ')).toBe(0);
  });

  it('is not one while it is empty, a fraction, negative or too long a story', () => {
    for (const typed of ['', ' ', '12.5', '-3', '1e3', 'mille', String(BEAT_WORDS_MAX + 1)]) {
      expect(wordsOf(typed), typed).toBeNull();
    }
  });
});
