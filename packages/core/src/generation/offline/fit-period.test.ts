import { describe, expect, it } from 'vitest';
import { catalogue } from '../../genres/catalogue/en/index';
import { ERA_IDS } from '../../genres/catalogue/families';
import { LANGUAGES } from '../../i18n/languages';
import { MODES, type PromptGenre } from '../generation-options';
import { NAME_POOLS } from '../name-pools';
import { ERA_YEARS, packForYear, sinceYear } from './fit-period';
import { eraOfGenre } from './genre-families';
import { englishPack } from './languages/en/index';
import { spanishPack } from './languages/es/index';
import { frenchPack } from './languages/fr/index';
import type { LanguagePack } from './languages/language-pack';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

const PACKS: Record<string, LanguagePack> = { fr: frenchPack, en: englishPack, es: spanishPack };

const genres = catalogue.flatMap((category) =>
  category.subcategories.flatMap((subcategory) => subcategory.genres),
);
const periodGenres = genres.filter((genre) => eraOfGenre(genre.id) !== undefined);

/** Contemporary genres whose own occupations (a negotiator, a reporter) must stay out. */
const COMPANIONS = ['noir-fiction', 'cozy-mystery', 'psychological-novel', 'political-thriller'];
const companions = genres.filter((genre) => COMPANIONS.includes(genre.id));

/** Both genders of a role written with agreement markers ("institut<eur|rice>"). */
function forms(role: string): string[] {
  const pick = (index: number) =>
    role.replace(
      /<([^<>]*)>/g,
      (_m, inner: string) => inner.split('@')[0]?.split('|')[index] ?? '',
    );
  return [pick(0), pick(1)];
}

/** Every occupation of a pack tagged as arriving after `year`, in both genders. */
function lateRoles(pack: LanguagePack, year: number): string[] {
  const roles = [...pack.lexicon.roles, ...Object.values(pack.families).flatMap((f) => f.roles)];
  return roles
    .filter((role) => (sinceYear(role) ?? Number.NEGATIVE_INFINITY) > year)
    .flatMap((role) => forms(role.replace(/^\S+ /, '')));
}

/** The late occupations of `year` as whole words, in any case. */
function lateRolePattern(pack: LanguagePack, year: number): RegExp {
  const escaped = lateRoles(pack, year).map((role) => role.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!\\p{L})(${escaped.join('|')})(?!\\p{L})`, 'iu');
}

describe('offline engine: period', () => {
  it('finds period genres and contemporary companions in the catalogue', () => {
    expect(periodGenres.length).toBeGreaterThan(30);
    expect(companions).toHaveLength(COMPANIONS.length);
  });

  it.each(LANGUAGES)(
    'gives no occupation tagged after the period to anyone in a period story (%s)',
    (language) => {
      const pack = PACKS[language] as LanguagePack;
      let ideas = 0;
      const late: string[] = [];
      const patterns = new Map<number, RegExp>();
      for (let seed = 0; seed < 1500; seed++) {
        const period = periodGenres[seed % periodGenres.length] as PromptGenre;
        const year = ERA_YEARS[eraOfGenre(period.id) ?? 'prehistory'];
        const companion = companions[seed % companions.length] as PromptGenre;
        const { text } = writeOfflineIdea(
          {
            language,
            mode: MODES[seed % MODES.length] ?? 'quick',
            style: 'moderne',
            genres: seed % 3 === 0 ? [period] : [period, companion],
            leadGender: seed % 2 === 0 ? 'feminine' : 'masculine',
            names: NAME_POOLS[language],
            recentTitles: [],
            creativityWarning: seed % 5 === 0,
          },
          createSeededRandom(seed),
        );
        ideas += 1;
        const pattern = patterns.get(year) ?? lateRolePattern(pack, year);
        patterns.set(year, pattern);
        const found = pattern.exec(text);
        if (found) late.push(`${period.id} (${year}): ${found[1]}`);
      }
      expect(ideas).toBe(1500);
      expect(late).toEqual([]);
    },
  );

  it('keeps something in every list for every period', () => {
    for (const pack of Object.values(PACKS)) {
      for (const era of ERA_IDS) {
        const fitted = packForYear(pack, ERA_YEARS[era]);
        for (const [name, list] of Object.entries(fitted.lexicon)) {
          expect(list.length, `${pack.language} ${era} ${name}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('removes the tags, and keeps every entry for a story set today', () => {
    const today = packForYear(englishPack, undefined);
    expect(today.lexicon.roles).toHaveLength(englishPack.lexicon.roles.length);
    expect(today.lexicon.roles).toContain('piano tuner');
    expect(packForYear(englishPack, 79).lexicon.roles).not.toContain('piano tuner');
    expect(packForYear(englishPack, 1888).lexicon.roles).toContain('piano tuner');
  });
});
