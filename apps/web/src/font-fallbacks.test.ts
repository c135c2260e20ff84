import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';

const resolve = createRequire(import.meta.url).resolve;
const FONTS_CSS = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

/** Each fallback of fonts.css: the web font it stands in for and the device font it scales. */
const FALLBACKS: { family: string; webFont: string; device: FontMetrics }[] = [
  {
    family: 'Inter fallback',
    webFont: './fonts/inter-latin-wght.woff2',
    device: arial,
  },
  {
    family: 'Inter fallback Roboto',
    webFont: './fonts/inter-latin-wght.woff2',
    device: roboto,
  },
  {
    family: 'Literata fallback',
    webFont: './fonts/literata-latin-600.woff2',
    device: timesNewRoman,
  },
  {
    family: 'Literata fallback Noto Serif',
    webFont: './fonts/literata-latin-600.woff2',
    device: notoSerif,
  },
];

/** The descriptors of the @font-face rule of fonts.css naming this family. */
function declaredFace(family: string): Record<string, string> {
  const rule = FONTS_CSS.split('@font-face').find((block) =>
    block.includes(`font-family: "${family}";`),
  );
  if (!rule) throw new Error(`fonts.css has no @font-face for "${family}"`);
  return Object.fromEntries(
    [...rule.matchAll(/([a-z-]+-override|size-adjust):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

describe('fonts.css fallbacks', () => {
  it.each(FALLBACKS)('$family has Capsize’s overrides', async ({ family, webFont, device }) => {
    const [face] = createFontStack([await fromFile(resolve(webFont)), device], {
      fontFaceFormat: 'styleObject',
    }).fontFaces;
    const computed = face?.['@font-face'];
    expect(declaredFace(family)).toEqual({
      'ascent-override': computed?.ascentOverride,
      'descent-override': computed?.descentOverride,
      // Capsize leaves out a line gap the device font shares: 0 for both here.
      'line-gap-override': computed?.lineGapOverride ?? '0%',
      'size-adjust': computed?.sizeAdjust,
    });
  });

  it('every family the stacks name has a rule', () => {
    const styles = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    for (const { family } of FALLBACKS) expect(styles).toContain(`"${family}"`);
  });
});
