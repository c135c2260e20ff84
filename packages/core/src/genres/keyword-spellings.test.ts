import { describe, expect, it } from 'vitest';
import { keywordSpellings } from './keyword-spellings';

describe('keywordSpellings', () => {
  it('maps the compared form of each keyword back to its spelling', () => {
    const spellings = keywordSpellings({ rêve: ['a'], Magie: ['b'] });
    expect(spellings.get('reve')).toBe('rêve');
    expect(spellings.get('magie')).toBe('Magie');
  });
});
