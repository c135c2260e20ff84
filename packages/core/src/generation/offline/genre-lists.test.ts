import { describe, expect, it } from 'vitest';
import { catalogue as spanishCatalogue } from '../../genres/catalogue/es/index';
import { catalogue as frenchCatalogue } from '../../genres/catalogue/fr/index';
import type { Catalogue } from '../../genres/catalogue/types';
import type { Language } from '../../i18n/languages';
import { NAME_POOLS } from '../name-pools';
import { englishGrammar } from './languages/en/grammar';
import { SPANISH_GENRE_NOUNS } from './languages/es/genre-nouns';
import { spanishGrammar } from './languages/es/grammar';
import { FRENCH_GENRE_NOUNS } from './languages/fr/genre-nouns';
import { frenchGrammar } from './languages/fr/grammar';
import type { Grammar } from './languages/language-pack';
import { genreNounFlags } from './noun-spec';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

/** Genres as a sentence lists them, finished as the idea's text is. */
const listed = (grammar: Grammar, names: string[]) =>
  grammar.finish(grammar.list(names.map((name) => grammar.genreWithArticle(name))));

describe('a list of genres in a sentence', () => {
  it('in French: each genre with its article, elided before a vowel, not before an aspirated h', () => {
    expect(listed(frenchGrammar, ['Réalisme magique', 'Saga familiale', 'Noir rural'])).toBe(
      'le réalisme magique, la saga familiale et le noir rural',
    );
    expect(listed(frenchGrammar, ['Uchronie', 'Horreur cosmique'])).toBe(
      'l’uchronie et l’horreur cosmique',
    );
    expect(listed(frenchGrammar, ['Hard-boiled', 'High fantasy', 'Young adult LGBTQ+'])).toBe(
      'le hard-boiled, la high fantasy et le young adult LGBTQ+',
    );
    expect(listed(frenchGrammar, ['Amants maudits', 'Fausses mémoires'])).toBe(
      'les amants maudits et les fausses mémoires',
    );
    expect(listed(frenchGrammar, ['Cosy mystery', 'Cosy fantasy', 'SF féministe'])).toBe(
      'le cosy mystery, la cosy fantasy et la SF féministe',
    );
    // A name with its article, or a phrase, as written.
    expect(listed(frenchGrammar, ['L’exil', 'La quête', 'David contre Goliath'])).toBe(
      'l’exil, la quête et David contre Goliath',
    );
  });

  it('in Spanish: masculine, feminine, plural, and "lo" as the name says it', () => {
    expect(
      listed(spanishGrammar, ['Lo real maravilloso', 'Saga familiar', 'Novela negra rural']),
    ).toBe('lo real maravilloso, la saga familiar y la novela negra rural');
    expect(listed(spanishGrammar, ['Thriller psicológico', 'Realismo mágico'])).toBe(
      'el thriller psicológico y el realismo mágico',
    );
    expect(listed(spanishGrammar, ['Mundos paralelos', 'Falsas memorias', 'Ucronía'])).toBe(
      'los mundos paralelos, las falsas memorias y la ucronía',
    );
    expect(listed(spanishGrammar, ['El elegido', 'Llega un forastero'])).toBe(
      'el elegido y llega un forastero',
    );
    // Bare, "y" becomes "e" before an i sound.
    expect(spanishGrammar.finish(spanishGrammar.list(['saga familiar', 'historia secreta']))).toBe(
      'saga familiar e historia secreta',
    );
  });

  it('in English: bare names, with the serial comma', () => {
    expect(listed(englishGrammar, ['Magical realism', 'Family saga', 'Rural noir'])).toBe(
      'magical realism, family saga, and rural noir',
    );
    expect(listed(englishGrammar, ['Arthurian fantasy', 'Cozy mystery'])).toBe(
      'Arthurian fantasy and cozy mystery',
    );
  });

  it.each([
    ['fr', frenchCatalogue, FRENCH_GENRE_NOUNS, /^(?:(?:le|la|les|un|une|des)\s|l’)/iu],
    ['es', spanishCatalogue, SPANISH_GENRE_NOUNS, /^(?:el|la|lo|los|las|un|una)\s/iu],
  ] as const)(
    'in %s: knows the article of every genre of the catalogue',
    (_language, catalogue: Catalogue, nouns, article) => {
      const names = catalogue.flatMap((category) =>
        category.subcategories.flatMap((sub) => sub.genres.map((genre) => genre.name)),
      );
      const unknown = names.filter(
        (name) => !article.test(name) && genreNounFlags(name, nouns) === undefined,
      );
      expect(unknown).toEqual([]);
    },
  );

  it.each([
    [
      'fr',
      ['Réalisme magique', 'Saga familiale', 'Noir rural'],
      'le réalisme magique, la saga familiale et le noir rural',
    ],
    [
      'es',
      ['Lo real maravilloso', 'Saga familiar', 'Novela negra rural'],
      'lo real maravilloso, la saga familiar y la novela negra rural',
    ],
  ] as const)(
    'in %s: a pitch that mixes genres names them with their articles',
    (language, names, list) => {
      const ids = ['magical-realism', 'family-saga', 'rural-noir'];
      let told = 0;
      for (let seed = 0; seed < 30; seed++) {
        const { text } = writeOfflineIdea(
          {
            language: language as Language,
            mode: 'detailed',
            style: 'moderne',
            genres: names.map((name, index) => ({ id: ids[index] ?? '', name, description: '' })),
            leadGender: 'feminine',
            names: NAME_POOLS[language],
            recentTitles: [],
            creativityWarning: false,
          },
          createSeededRandom(seed),
        );
        const mixed = /(?:Entre|croise|cruza) /u.exec(text);
        if (!mixed) continue;
        told++;
        expect(text.slice(mixed.index)).toContain(list);
      }
      expect(told).toBeGreaterThan(0);
    },
  );
});
