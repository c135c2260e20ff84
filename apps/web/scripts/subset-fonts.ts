// Writes the latin font files the pages serve (src/fonts/font-subsets.ts) from the installed
// Fontsource packages. Run after upgrading one: npm run fonts -w @plume/web
import { writeFileSync } from 'node:fs';
import { FONT_SUBSETS, subsetLatin } from '../src/fonts/font-subsets.ts';

for (const subset of FONT_SUBSETS) {
  const font = await subsetLatin(subset);
  writeFileSync(new URL(`../src/fonts/${subset.file}`, import.meta.url), font);
  console.log(`${subset.file}: ${(font.length / 1024).toFixed(1)} KiB`);
}
