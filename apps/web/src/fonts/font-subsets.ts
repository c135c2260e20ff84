import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The latin files of the two web fonts as the pages serve them, made from Fontsource's
 * (docs/decisions/026): the same characters (Fontsource's latin range, what French, English
 * and Spanish write), the weights the pages use and the OpenType features they use, instead
 * of every weight from 100 to 900 and every stylistic set. The first screen waits on both.
 *
 * Inter keeps a weight axis for regular text, medium and semibold labels and bold
 * <strong>. Literata draws headings only, all semibold (`font-semibold`): one fixed
 * instance at 600, as fonts.css declares it.
 */
export const FONT_SUBSETS = [
  { family: 'inter', file: 'inter-latin-wght.woff2', weight: { min: 400, max: 700 } },
  { family: 'literata', file: 'literata-latin-600.woff2', weight: 600 },
] as const;

export type FontSubset = (typeof FONT_SUBSETS)[number];

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

/** The served latin file of a font, made from Fontsource's. */
export function subsetLatin({ family, weight }: FontSubset): Promise<Buffer> {
  const source = readFileSync(
    resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`),
  );
  // Control characters have no glyph; the rest of the range is kept whole.
  const text = String.fromCodePoint(...codePointsOf(latinRangeOf(family)).filter((c) => c >= 32));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weight },
    keepFeatures: FEATURES,
  });
}
