// Writes the latin font files the pages serve (src/fonts/font-subsets.ts) from the installed
// Fontsource packages. Run after upgrading one: npm run fonts -w @plume/web
import { writeFileSync } from 'node:fs';
import { FONT_SUBSETS, subsetLatin } from '../src/fonts/font-subsets.ts';

for (const { family, file } of FONT_SUBSETS) {
  const font = await subsetLatin(family);
  writeFileSync(new URL(`../src/fonts/${file}`, import.meta.url), font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KiB`);
}
