import { describe, expect, it } from 'vitest';
import { entryToMarkdown, markdownFileName } from './entry-markdown';

const labels = {
  genres: ['Space opera', 'Cozy mystery'],
  mode: 'Key points',
  style: 'Poetic',
  date: 'Nov 21, 2026',
  names: { genres: 'Genres', mode: 'Mode', style: 'Style' },
};

describe('entryToMarkdown', () => {
  it('makes the title the heading and the sections second-level headings', () => {
    const idea =
      'The Lighthouse Keeper\n\nMain characters\nAda, a keeper.\nTom, her brother.\n\nClimax\nThe storm.';
    expect(entryToMarkdown(idea, labels)).toBe(
      `${[
        '# The Lighthouse Keeper',
        '## Main characters',
        'Ada, a keeper.  \nTom, her brother.',
        '## Climax',
        'The storm.',
        '---',
        '**Genres:** Space opera, Cozy mystery · **Mode:** Key points · **Style:** Poetic · Nov 21, 2026',
      ].join('\n\n')}\n`,
    );
  });

  it('keeps a quick idea to its title and its paragraph', () => {
    expect(entryToMarkdown('Le Phare\n\nUne gardienne.', labels)).toMatch(
      /^# Le Phare\n\nUne gardienne\.\n\n---\n\n/,
    );
  });
});

describe('markdownFileName', () => {
  it('turns the title into a plain file name', () => {
    expect(markdownFileName('L’Été des âmes : Cœur brisé\n\nTexte')).toBe(
      'l-ete-des-ames-cœur-brise.md',
    );
    expect(markdownFileName('El niño y la señora')).toBe('el-nino-y-la-senora.md');
  });

  it('falls back to a generic name when the title has no letters', () => {
    expect(markdownFileName('!!!')).toBe('idea.md');
  });
});
