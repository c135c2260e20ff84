import { describe, expect, it } from 'vitest';
import { ERA_IDS, FAMILY_IDS } from '../../../genres/catalogue/families';
import { LANGUAGES } from '../../../i18n/languages';
import { BEAT_ROLES } from '../../../outline/structures';
import { foldAccents } from '../../../text/fold-accents';
import { MODE_SECTIONS, STYLES } from '../../generation-options';
import { NAME_POOLS } from '../../name-pools';
import { type Agreement, fillTemplate } from '../fill-template';
import { packForYear, sinceYear } from '../fit-period';
import { parseNoun, parsePlace } from '../noun-spec';
import { planStory } from '../plan-story';
import { createSeededRandom } from '../seeded-random';
import type { Story } from '../story';
import { LANGUAGE_PACKS } from './index';
import {
  BRIEF_MOTIFS,
  BRIEF_REGIONS,
  BRIEF_TRAITS,
  type LanguagePack,
  type StyledList,
} from './language-pack';

/*
 * What a language pack must hold for the engine to write in it. A new language's folder
 * passes these, its catalogue passes the catalogue's tests, and nothing else changes.
 */

const SECTION_IDS = [...new Set(Object.values(MODE_SECTIONS).flat())];

/** An entry's forms for a man and for a woman ("horlog<er|ère>"), period tag aside. */
function forms(entry: string): [string, string] {
  const bare = entry.replace(/^-?\d+\+ /u, '');
  const marker = /<([^|<>]*)\|([^|<>@#]*)(?:[@#]\w+)?>/gu;
  return [bare.replace(marker, '$1'), bare.replace(marker, '$2')];
}

/** Every list of strings of a table, by its path ("families.sea.places"). */
function listsOf(value: unknown, path: string): [string, readonly string[]][] {
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
    return [[path, value]];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => listsOf(inner, `${path}.${key}`));
  }
  return [];
}

/** The tables an entry is drawn from (templates aside), by path. */
function tablesOf(pack: LanguagePack): [string, readonly string[]][] {
  return [
    ...listsOf(pack.lexicon, 'lexicon'),
    ...listsOf(pack.families, 'families'),
    ...listsOf(pack.eras, 'eras'),
  ];
}

/** Every entry of the tables and templates, in both genders' forms. */
function textsOf(pack: LanguagePack): string[] {
  return [...tablesOf(pack), ...listsOf(pack.templates, 'templates')].flatMap(([, list]) =>
    list.flatMap(forms),
  );
}

const styledLists = (pack: LanguagePack): [string, StyledList][] => {
  const { templates } = pack;
  return [
    ...Object.entries(templates.quick).map(([name, list]): [string, StyledList] => [
      `quick.${name}`,
      list,
    ]),
    ...Object.entries(templates.sections).flatMap(([section, sentences]) =>
      sentences.map((list, index): [string, StyledList] => [`sections.${section}.${index}`, list]),
    ),
    ['angleNote', templates.angleNote],
    ['genreNote.one', templates.genreNote.one],
    ['genreNote.many', templates.genreNote.many],
    ['genreStyle.one', templates.genreStyle.one],
    ['genreStyle.many', templates.genreStyle.many],
  ];
};

/**
 * A story the engine planned in the pack's language, with every slot it can fill: two
 * genres, and the title's slots, which composeIdea fills from the first title nouns.
 */
function plannedStory(pack: LanguagePack, leadGender: 'feminine' | 'masculine'): Story {
  const genre = (id: string) => ({
    id,
    name: id,
    description: 'Salt, storms, old debts: a story that keeps its promise.',
  });
  const { story } = planStory(
    pack,
    {
      language: pack.language,
      mode: 'detailed',
      style: 'moderne',
      genres: [genre('epic-fantasy'), genre('cozy-mystery')],
      leadGender,
      names: NAME_POOLS[pack.language],
      recentTitles: [],
      creativityWarning: false,
    },
    createSeededRandom(7),
  );
  const { grammar, lexicon } = pack;
  const [noun = '', image = ''] = [lexicon.titleNouns[0], lexicon.titleImages[0]];
  const lead = story.genders.P as Agreement;
  Object.assign(
    story.slots,
    grammar.nounSlots('N', noun, lead),
    grammar.nounSlots('M', image, lead),
    { adj: 'X', verb: 'X' },
  );
  story.genders.N = grammar.genderOf(noun);
  story.genders.M = grammar.genderOf(image);
  return story;
}

describe.each(LANGUAGES)('the %s language pack', (language) => {
  const pack = LANGUAGE_PACKS[language];
  const today = packForYear(pack, undefined);

  it('is registered under its own language', () => {
    expect(pack.language).toBe(language);
  });

  it('has a table of motifs for every family and every period, no list of them empty', () => {
    expect(Object.keys(pack.families).sort()).toEqual([...FAMILY_IDS].sort());
    expect(Object.keys(pack.eras).sort()).toEqual([...ERA_IDS].sort());
    for (const [path, list] of tablesOf(pack)) expect(list.length, path).toBeGreaterThan(0);
    // agesFor gives children the first three ages for the young, young adults the others.
    expect(pack.lexicon.youngAges.length).toBeGreaterThan(3);
  });

  it('tags the same entries of the same tables with the same period as the French pack', () => {
    const tags = (p: LanguagePack) =>
      Object.fromEntries(
        tablesOf(p).map(([path, list]) => [
          path,
          list.flatMap((entry, index) => {
            const since = sinceYear(entry);
            return since === undefined ? [] : [`${index}:${since}`];
          }),
        ]),
      );
    expect(tags(pack)).toEqual(tags(LANGUAGE_PACKS.fr));
  });

  it('writes every noun and place as the grammar reads them', () => {
    const { lexicon, families, eras } = today;
    const nouns = [
      ...lexicon.objects,
      ...lexicon.threats,
      ...lexicon.themes,
      ...lexicon.titleNouns,
      ...lexicon.titleImages,
      ...Object.values(families).flatMap((m) => [m.kind, ...m.objects, ...m.threats, ...m.themes]),
      ...Object.values(eras).flatMap((m) => [...m.objects, ...m.threats]),
    ];
    const places = [
      ...lexicon.unusualPlaces,
      ...Object.values(families).flatMap((m) => m.places),
      ...Object.values(eras).flatMap((m) => m.places),
    ];
    for (const noun of nouns) {
      for (const form of forms(noun)) {
        expect(() => parseNoun(form), noun).not.toThrow();
        expect(parseNoun(form).head, noun).not.toBe('');
      }
    }
    for (const place of places) {
      for (const form of forms(place)) {
        expect(() => parsePlace(form), place).not.toThrow();
        expect(parsePlace(form).preposition, place).not.toBe('');
      }
    }
  });

  it('has shared templates for every sentence, and a heading for every section', () => {
    expect(today.templates.titles.length).toBeGreaterThan(0);
    for (const [name, list] of styledLists(today)) {
      const any = list.any.length;
      const own = STYLES.map((style) => list[style]?.length ?? 0);
      expect(any + Math.min(...own), name).toBeGreaterThan(0);
    }
    expect(Object.keys(today.templates.sections).sort()).toEqual([...SECTION_IDS].sort());
    for (const section of SECTION_IDS) {
      expect(pack.sectionHeadings[section].trim(), section).not.toBe('');
    }
  });

  it('tells every role of an outline beat in two ways at least, with a change and a question', () => {
    for (const role of BEAT_ROLES) {
      // Two, so that a redrawn beat can read otherwise.
      expect(pack.outline.beats[role].length, role).toBeGreaterThanOrEqual(2);
      expect(pack.outline.changes[role].length, role).toBeGreaterThan(0);
      expect(pack.outline.questions[role].length, role).toBeGreaterThan(0);
    }
  });

  it('resolves every slot and agreement of its templates and tables, for a man and a woman', () => {
    for (const gender of ['feminine', 'masculine'] as const) {
      const story = plannedStory(today, gender);
      const texts = [
        ...tablesOf(today).flatMap(([path, list]) => list.map((entry) => [path, entry])),
        ...listsOf(today.templates, 'templates').flatMap(([path, list]) =>
          list.map((entry) => [path, entry]),
        ),
        ...listsOf(today.outline, 'outline').flatMap(([path, list]) =>
          list.map((entry) => [path, entry]),
        ),
      ];
      expect(texts.length).toBeGreaterThan(1500);
      for (const [path, entry = ''] of texts) {
        let filled = '';
        expect(() => {
          filled = fillTemplate(entry, story);
        }, `${path}: ${entry}`).not.toThrow();
        expect(filled, `${path}: ${entry}`).not.toMatch(/[{}<]/u);
      }
    }
  });

  it('reads names from the story bible with its articles and prepositions', () => {
    const { nameArticles, placePrepositions } = pack.grammar;
    expect(nameArticles.length).toBeGreaterThan(0);
    for (const [article, flags] of nameArticles) {
      expect(article.source.startsWith('^'), String(article)).toBe(true);
      expect(flags).toMatch(/^[mfpD]+$/u);
    }
    expect(placePrepositions.proper.trim()).not.toBe('');
    expect(placePrepositions.noun.trim()).not.toBe('');
  });

  it('finds in its own tables every motif a writer may name, and what children are spared', () => {
    const texts = textsOf(pack);
    for (const motif of BRIEF_MOTIFS) {
      const { written } = pack.brief.motifs[motif];
      expect(
        texts.some((text) => written.test(text)),
        `${motif}: ${written}`,
      ).toBe(true);
    }
    expect(texts.some((text) => pack.brief.adultThemes.test(text))).toBe(true);
  });

  it('understands a region or a trait written as it writes them itself', () => {
    const plain = (text: string) => foldAccents(text).toLowerCase();
    for (const region of BRIEF_REGIONS) {
      const { named, written } = pack.brief.regions[region];
      expect(named.test(plain(written)), `${region}: ${written}`).toBe(true);
    }
    for (const trait of BRIEF_TRAITS) {
      const { named, written } = pack.brief.traits[trait];
      for (const form of forms(written)) {
        expect(named.test(plain(form)), `${trait}: ${form}`).toBe(true);
      }
    }
  });

  it('names people of each gender with words of its own, none of them both', () => {
    const { feminine, masculine } = pack.brief.personWords;
    expect(feminine.length).toBeGreaterThan(5);
    expect(masculine.length).toBeGreaterThan(5);
    expect(feminine.filter((word) => masculine.includes(word))).toEqual([]);
    for (const word of [...feminine, ...masculine]) expect(word).toBe(word.toLowerCase());
    expect(pack.brief.stopWords.length).toBeGreaterThan(50);
  });
});

describe('the language registry', () => {
  it('has a pack for every language of the app, and nothing else', () => {
    expect(Object.keys(LANGUAGE_PACKS).sort()).toEqual([...LANGUAGES].sort());
  });
});
