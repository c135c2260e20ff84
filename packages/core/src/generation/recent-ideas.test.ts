import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Gender, NameChoices } from './generation-options';
import { NAME_POOLS } from './name-pools';
import type { StoryPlan } from './offline/story-plan';
import {
  availableNames,
  detectLeadGender,
  leadGenderFor,
  namesUsedIn,
  type RecentIdea,
  recentPlans,
  recentTitles,
  sameGenreSetUsedRecently,
} from './recent-ideas';

const entry = (idea: string, overrides: Partial<RecentIdea> = {}): RecentIdea => ({
  idea,
  genres: [],
  mode: 'quick',
  style: 'moderne',
  ...overrides,
});

const withGenres = (...genres: string[]) => entry('Un titre\n\nUne idée.', { genres });
const withLead = (leadGender?: Gender) => entry('Un titre\n\nUne idée.', { leadGender });

const never = () => {
  throw new Error('random must not be drawn when the history has a majority');
};

describe('recentTitles', () => {
  it('keeps the titles of the last 5 ideas, newest first, once each, skipping untitled ones', () => {
    const recent = [
      entry('# Le phare\n\nTexte.'),
      entry('Voici une idée :\nTexte.'),
      entry('Titre : La nuit\nTexte.'),
      entry('Le phare\nTexte.'),
      entry('Les Ombres\nTexte.'),
      entry('Trop ancien\nTexte.'),
    ];
    expect(recentTitles(recent)).toEqual(['Le phare', 'La nuit', 'Les Ombres']);
  });

  it('is empty without history', () => {
    expect(recentTitles([])).toEqual([]);
  });
});

describe('recentPlans', () => {
  it('gives the plans of the 5 context entries, newest first, skipping ideas without one', () => {
    const plan = (incident: string) => ({ language: 'en', incident }) as unknown as StoryPlan;
    const recent = [
      entry('a', { plan: plan('first') }),
      entry('b'),
      entry('c', { plan: plan('third') }),
      entry('d', { plan: plan('fourth') }),
      entry('e', { plan: plan('fifth') }),
      entry('f', { plan: plan('sixth') }),
    ];
    expect(recentPlans(recent).map((p) => p.incident)).toEqual([
      'first',
      'third',
      'fourth',
      'fifth',
    ]);
    expect(recentPlans([])).toEqual([]);
  });
});

describe('namesUsedIn', () => {
  const pool: NameChoices = {
    female: ['Léa', 'Marie-Ève', 'Awa', 'Aïssatou'],
    male: ['Jean', 'Liam'],
    family: ["O'Brien", 'De Smet', 'Dubois'],
  };

  it.each([
    ['LÉA part en mer.', ['Léa']],
    ['léa part en mer.', ['Léa']],
    ['Léandre part en mer.', []],
    ['Marie-Ève et Jean-Paul', ['Marie-Ève']],
    ["La fille d'Awa", ['Awa']],
    ["Liam's boat", ['Liam']],
    ['Aïssatou O’Brien', ['Aïssatou', "O'Brien"]],
    ['Pieter De  Smet', ['De Smet']],
    ['Le bois de Dubois', ['Dubois']],
    ['Boisdubois', []],
  ])('%j -> %j', (text, expected) => {
    expect(namesUsedIn([entry(text)], pool)).toEqual(expected);
  });

  it('only looks at the last 5 ideas', () => {
    const recent = [entry('Léa'), entry('x'), entry('x'), entry('x'), entry('Liam'), entry('Jean')];
    expect(namesUsedIn(recent, pool)).toEqual(['Léa', 'Liam']);
  });
});

describe('availableNames', () => {
  const pool: NameChoices = {
    female: ['Léa', 'Awa', 'Inès'],
    male: ['Jean', 'Liam'],
    family: ['Dubois', 'Diop'],
  };

  it('leaves out the used names', () => {
    expect(availableNames(pool, ['Léa', 'Liam', 'Diop'])).toEqual({
      female: ['Awa', 'Inès'],
      male: ['Jean'],
      family: ['Dubois'],
    });
  });

  it('never empties a list: one whose names were all used is kept whole', () => {
    expect(availableNames(pool, ['Jean', 'Liam', 'Awa'])).toEqual({
      female: ['Léa', 'Inès'],
      male: ['Jean', 'Liam'],
      family: ['Dubois', 'Diop'],
    });
  });

  it('never returns an empty list for a non-empty pool', () => {
    const all = [...pool.female, ...pool.male, ...pool.family];
    fc.assert(
      fc.property(fc.subarray(all), (used) => {
        const left = availableNames(pool, used);
        expect(left.female.length).toBeGreaterThan(0);
        expect(left.male.length).toBeGreaterThan(0);
        expect(left.family.length).toBeGreaterThan(0);
      }),
    );
  });

  it('finds and removes the names of recent ideas end to end', () => {
    const used = namesUsedIn([entry('Le retour de Léa Dubois')], pool);
    expect(availableNames(pool, used).female).toEqual(['Awa', 'Inès']);
    expect(availableNames(pool, used).family).toEqual(['Diop']);
  });
});

describe('sameGenreSetUsedRecently', () => {
  const recent = [
    withGenres('Polar', 'Fantastique'),
    withGenres('Romance'),
    withGenres('Horreur', 'Science-fiction', 'Western'),
    withGenres('Cosy mystery'),
    withGenres('Uchronie'),
    withGenres('Space opera', 'Satire'),
  ];

  it.each([
    [['Polar', 'Fantastique'], true],
    [['Fantastique', 'Polar'], true],
    [['Western', 'Horreur', 'Science-fiction'], true],
    [['Romance', 'Romance'], true],
    [['Polar'], false],
    [['Polar', 'Fantastique', 'Romance'], false],
    [['Space opera', 'Satire'], false],
    [[], false],
  ])('%j -> %s', (genres, expected) => {
    expect(sameGenreSetUsedRecently(genres, recent)).toBe(expected);
  });

  it('is false without history', () => {
    expect(sameGenreSetUsedRecently(['Polar'], [])).toBe(false);
  });
});

describe('leadGenderFor', () => {
  it.each<[string, (Gender | undefined)[], Gender]>([
    ['three heroines', ['feminine', 'feminine', 'feminine'], 'masculine'],
    ['two heroines, one hero', ['feminine', 'masculine', 'feminine'], 'masculine'],
    ['two heroes, one heroine', ['masculine', 'feminine', 'masculine'], 'feminine'],
    ['three heroes', ['masculine', 'masculine', 'masculine'], 'feminine'],
    ['one known heroine', ['feminine'], 'masculine'],
    ['one hero and unknowns', [undefined, 'masculine', undefined], 'feminine'],
    ['older ideas do not vote', ['feminine', 'feminine', 'masculine', 'masculine'], 'masculine'],
  ])('takes the opposite of the majority of the last 3: %s', (_, leads, expected) => {
    expect(leadGenderFor(leads.map(withLead), never)).toBe(expected);
  });

  it.each<[string, (Gender | undefined)[]]>([
    ['no history', []],
    ['one each', ['feminine', 'masculine']],
    ['one each and an unknown', ['masculine', undefined, 'feminine']],
    ['no known gender', [undefined, undefined, undefined]],
    ['a tie in the last 3 despite older ideas', ['feminine', 'masculine', undefined, 'feminine']],
  ])('draws at random on a tie or without votes: %s', (_, leads) => {
    const recent = leads.map(withLead);
    expect(leadGenderFor(recent, () => 0)).toBe('feminine');
    expect(leadGenderFor(recent, () => 0.49)).toBe('feminine');
    expect(leadGenderFor(recent, () => 0.5)).toBe('masculine');
    expect(leadGenderFor(recent, () => 0.99)).toBe('masculine');
  });
});

describe('detectLeadGender', () => {
  it.each<[string, 'fr' | 'en' | 'es', Gender | null]>([
    ['Le secret de Louise\n\nLouise Martin et Thomas...', 'fr', 'feminine'],
    ['Le retour\n\nThomas retrouve Jeanne.', 'fr', 'masculine'],
    ['Marie-Ève Tremblay quitte Montréal.', 'fr', 'feminine'],
    ['Un roman sans personne.', 'fr', null],
    ['La pierre tombe dans le puits.', 'fr', null],
    ['Liam and Grace', 'en', 'masculine'],
    ['Grace and Liam', 'en', 'feminine'],
    ['Lucía y Mateo', 'es', 'feminine'],
    ['Grace and Liam', 'es', null],
    ['', 'en', null],
  ])('%j (%s) -> %s', (text, language, expected) => {
    expect(detectLeadGender(text, language)).toBe(expected);
  });

  it('uses the pools it is given', () => {
    const pool: NameChoices = { female: ['Zed'], male: ['Ada'], family: [] };
    const pools = { fr: pool, en: pool, es: pool };
    expect(detectLeadGender('Ada et Zed', 'fr', pools)).toBe('masculine');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('fr', 'en', 'es' as const), (text, language) => {
        const gender = detectLeadGender(text, language);
        expect([null, 'feminine', 'masculine']).toContain(gender);
      }),
      { numRuns: 50 },
    );
  });
});

describe('finding names as whole words', () => {
  /** The rule read literally: one pattern per name, over the whole text. */
  const patterns = new Map<string, RegExp>();
  const wholeWord = (name: string, flags: string) => {
    const key = `${flags}:${name}`;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
    const pattern =
      patterns.get(key) ??
      new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_-])${escaped}(?![\\p{L}\\p{M}\\p{N}_-])`, `u${flags}`);
    patterns.set(key, pattern);
    return pattern;
  };
  const normalize = (text: string) => text.normalize('NFC').replace(/’/gu, "'");

  const language = fc.constantFrom('fr', 'en', 'es' as const);
  /** Text made of pool names (as written, in capitals, in lower case), other words and joins. */
  const textOfNames = (names: readonly string[]) =>
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...names),
            fc.constantFrom(...names).map((name) => name.toUpperCase()),
            fc.constantFrom(...names).map((name) => name.toLowerCase()),
            fc.constantFrom('et', 'the', 'de', 'x', '42', 'é'),
          ),
          fc.constantFrom(' ', '  ', '-', "'", '’', '. ', ', ', '\n', '_', ''),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.flat().join(''));

  const poolAndText = (names: (pool: NameChoices) => readonly string[]) =>
    language.chain((lang) => fc.tuple(fc.constant(lang), textOfNames(names(NAME_POOLS[lang]))));

  it('finds the same names as one pattern per name would, in the pool order', () => {
    const everyName = (pool: NameChoices) => [...pool.female, ...pool.male, ...pool.family];
    fc.assert(
      fc.property(poolAndText(everyName), ([lang, text]) => {
        const names = [...new Set(everyName(NAME_POOLS[lang]))];
        const expected = names.filter((name) =>
          wholeWord(normalize(name), 'i').test(normalize(text)),
        );
        expect(namesUsedIn([entry(text)], NAME_POOLS[lang])).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('takes the lead from the first first name as written, the longer at one place', () => {
    const firstNames = (pool: NameChoices) => [...pool.female, ...pool.male];
    fc.assert(
      fc.property(poolAndText(firstNames), ([lang, text]) => {
        const pool = NAME_POOLS[lang];
        const found = (['feminine', 'masculine'] as const).flatMap((gender) =>
          (gender === 'feminine' ? pool.female : pool.male).flatMap((name) => {
            const match = wholeWord(normalize(name), '').exec(normalize(text));
            return match ? [{ index: match.index, length: match[0].length, gender }] : [];
          }),
        );
        found.sort((a, b) => a.index - b.index || b.length - a.length);
        expect(detectLeadGender(text, lang)).toBe(found[0]?.gender ?? null);
      }),
      { numRuns: 100 },
    );
  });
});
