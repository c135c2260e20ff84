import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The latin files of the two web fonts as the pages serve them, made from Fontsource's
 * (docs/decisions/026): the same characters (Fontsource's latin range, what French, English
 * and Spanish write), the weights the pages use (400 to 700) and the OpenType features they
 * use, instead of every weight from 100 to 900 and every stylistic set. About 40 % smaller;
 * the first screen waits on both files.
 */
export const FONT_SUBSETS = [
  { family: 'inter', file: 'inter-latin-wght.woff2' },
  { family: 'literata', file: 'literata-latin-wght.woff2' },
] as const;

export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The weight axis the pages use: regular text, medium and semibold labels, bold <strong>. */
const WEIGHTS = { min: 400, max: 700 };

/**
 * Kerning, ligatures and the marks of accented letters, which every text needs, and tabular
 * figures, which counters and prices ask for (`tabular-nums`).
 */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The code points of a CSS unicode-range such as "U+0000-00FF,U+0131". */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const from = Number.parseInt(first, 16);
    const to = Number.parseInt(last, 16);
    return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  });
}

/** Fontsource's latin range for a family, as its package declares it. */
export function latinRangeOf(family: FontSubset['family']): string {
  const ranges = JSON.parse(
    readFileSync(resolve(`@fontsource-variable/${family}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  const latin = ranges.latin;
  if (!latin) throw new Error(`@fontsource-variable/${family} declares no latin range`);
  return latin;
}

/** The served latin file of a family, made from Fontsource's. */
export function subsetLatin(family: FontSubset['family']): Promise<Buffer> {
  const source = readFileSync(
    resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`),
  );
  // Control characters have no glyph; the rest of the range is kept whole.
  const text = String.fromCodePoint(...codePointsOf(latinRangeOf(family)).filter((c) => c >= 32));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}
