import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents';

describe('foldAccents', () => {
  it('drops the accents of the three languages, in either case', () => {
    expect(foldAccents('Élise à Çà et là, ÑANDÚ, pingüino, forêt, naïve')).toBe(
      'Elise a Ca et la, NANDU, pinguino, foret, naive',
    );
  });

  it('reads a precomposed letter and a letter with a combining accent alike', () => {
    expect(foldAccents('e\u0301te\u0301')).toBe(foldAccents('été'));
  });

  it('keeps case, ligatures and letters without a decomposition', () => {
    expect(foldAccents('Mœurs, Ærø, Łódź')).toBe('Mœurs, Ærø, Łodz');
  });
});
