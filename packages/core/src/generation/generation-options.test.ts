import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { isMode, isStyle, MODE_SECTIONS, MODES, SECTION_HEADINGS } from './generation-options';

describe('generation options', () => {
  it('knows the four modes and six styles and nothing else', () => {
    expect(MODES.every(isMode)).toBe(true);
    expect(isMode('long')).toBe(false);
    expect(isStyle('poetique')).toBe(true);
    expect(isStyle('poétique')).toBe(false);
  });

  it('gives key-points four sections and detailed seven, with a heading in each language', () => {
    expect(MODE_SECTIONS['key-points']).toHaveLength(4);
    expect(MODE_SECTIONS.detailed).toHaveLength(7);
    for (const language of LANGUAGES) {
      for (const section of [...MODE_SECTIONS['key-points'], ...MODE_SECTIONS.detailed]) {
        expect(SECTION_HEADINGS[language][section].length).toBeGreaterThan(2);
      }
    }
  });
});
