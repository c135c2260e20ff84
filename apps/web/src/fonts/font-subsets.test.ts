import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePointsOf, FONT_SUBSETS, latinRangeOf, subsetLatin } from './font-subsets';

describe('codePointsOf', () => {
  it('reads single code points and ranges', () => {
    expect(codePointsOf('U+0041-0043,U+00E9, U+2019')).toEqual([0x41, 0x42, 0x43, 0xe9, 0x2019]);
  });
});

describe('the served latin fonts', () => {
  it('cover the letters French and Spanish write', () => {
    const latin = new Set(codePointsOf(latinRangeOf('inter')));
    for (const letter of 'éèêëàâçîïôùûüÿœæñáíóú¿¡«»’…€') {
      expect(latin.has(letter.codePointAt(0) ?? 0), letter).toBe(true);
    }
  });

  // Subsetting a font takes a second or two alone and several when the suite's other
  // files share the two cores.
  it.each(FONT_SUBSETS)(
    '$file is what the script makes from the installed Fontsource package',
    { timeout: 60_000 },
    async (subset) => {
      const committed = readFileSync(new URL(`./${subset.file}`, import.meta.url));
      // Stale after a Fontsource upgrade: npm run fonts -w @plume/web writes it again.
      expect(Buffer.compare(await subsetLatin(subset), committed)).toBe(0);
    },
  );
});
