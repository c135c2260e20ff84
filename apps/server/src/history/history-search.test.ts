import { MODES, STYLES } from '@plume/core/generation';
import { searchTermsOf } from '@plume/core/history';
import { LANGUAGES } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { describe, expect, it } from 'vitest';
import { loadGenreCatalogues } from '../genres/genre-catalogues';
import { createHistorySearchLabels } from './history-search';

describe('the history search labels', () => {
  it.each(LANGUAGES)(
    'match each mode and style by every word of its name in the catalogue, as the app shows it in %s',
    async (language) => {
      const labels = createHistorySearchLabels(await loadGenreCatalogues());
      const { modes, styles } = MESSAGES[language].generation;
      for (const mode of MODES) {
        for (const word of searchTermsOf(modes[mode].label)) {
          expect(labels.matchesOf(word, language).modes, `${mode}: ${word}`).toContain(mode);
        }
      }
      for (const style of STYLES) {
        for (const word of searchTermsOf(styles[style])) {
          expect(labels.matchesOf(word, language).styles, `${style}: ${word}`).toContain(style);
        }
      }
    },
  );

  it('match a mode only in the language of the search', async () => {
    const labels = createHistorySearchLabels(await loadGenreCatalogues());
    expect(labels.matchesOf('quick', 'en').modes).toEqual(['quick']);
    expect(labels.matchesOf('quick', 'fr').modes).toEqual([]);
  });
});
