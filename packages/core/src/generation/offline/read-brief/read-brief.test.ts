/// <reference path="./snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { foldAccents } from '../../../text/fold-accents';
import { MODES } from '../../generation-options';
import type { IdeaRequest } from '../../idea-request';
import { NAME_POOLS, REGIONAL_NAMES } from '../../name-pools';
import { ideaElementsOf } from '../../read-elements';
import type { OfflineIdea } from '../compose-idea';
import { LANGUAGE_PACKS } from '../languages/index';
import { createSeededRandom } from '../seeded-random';
import { writeOfflineIdea } from '../write-offline-idea';
import { readBriefNotes } from './read-brief';

/** The notes a tester wrote in each language, naming a place, two people and a creature. */
const TESTER: Record<Language, string> = {
  fr: "Dans l'Aveyron, une vieille guérisseuse et sa petite-fille vétérinaire. Un loup qu'on ne voit jamais.",
  en: 'An 80-year-old healer in Cornwall and her grandson, a journalist. A wolf nobody sees.',
  es: 'En Oaxaca, una curandera y su nieto periodista. Un río que se mueve cuando alguien miente.',
};

const GENRES: Record<Language, IdeaRequest['genres']> = {
  fr: [{ id: 'family-saga', name: 'Saga familiale', description: 'Des générations.' }],
  en: [{ id: 'family-saga', name: 'Family saga', description: 'Generations.' }],
  es: [{ id: 'family-saga', name: 'Saga familiar', description: 'Generaciones.' }],
};

function request(language: Language, notes: string, overrides: Partial<IdeaRequest> = {}) {
  return {
    language,
    mode: 'quick',
    style: 'moderne',
    genres: GENRES[language],
    leadGender: 'feminine',
    names: NAME_POOLS[language],
    recentTitles: [],
    creativityWarning: false,
    brief: { notes },
    ...overrides,
  } satisfies IdeaRequest;
}

/** An idea developed in detail, and the same idea redrawn with nothing kept. */
function developedAndRedrawn(base: IdeaRequest, idea: OfflineIdea, seed: number) {
  const developed = writeOfflineIdea(
    {
      ...base,
      mode: 'detailed',
      parent: { idea: idea.text, title: '', names: [], plan: idea.plan },
    },
    createSeededRandom(seed),
  );
  const redrawn = writeOfflineIdea(
    {
      ...base,
      redraw: {
        idea: idea.text,
        elements: ideaElementsOf(idea.text, { plan: idea.plan }),
        plan: idea.plan,
        keep: [],
      },
    },
    createSeededRandom(seed + 1),
  );
  return [developed, redrawn];
}

describe('readBriefNotes', () => {
  it('reads the French tester’s notes: a region, the lead’s trade and age, a tie, a creature', () => {
    const reading = readBriefNotes(TESTER.fr, 'fr');
    expect(reading.place).toMatchObject({
      text: 'Aveyron',
      written: "dans l'Aveyron",
      codes: ['FR', 'FR-12'],
    });
    expect(reading.lead.trade?.text).toBe('guérisseuse');
    expect(reading.lead.gender).toBe('feminine');
    expect(reading.lead.age?.text).toBe('vieille');
    expect(reading.tie).toMatchObject({ text: 'petite-fille vétérinaire', gender: 'feminine' });
    expect(reading.items.filter((item) => item.as === 'cast').map((item) => item.text)).toEqual([
      'petite-fille',
      'vétérinaire',
    ]);
    expect(reading.tie?.trade?.entry).toBe('vétérinaire');
    expect(reading.creature?.text).toBe('loup');
    expect(reading.items.map((item) => item.as)).toEqual([
      'setting',
      'lead',
      'lead',
      'cast',
      'cast',
      'motif',
    ]);
  });

  it('reads the English tester’s notes, the age in years and the trade after a comma', () => {
    const reading = readBriefNotes(TESTER.en, 'en');
    expect(reading.place?.text).toBe('Cornwall');
    expect(reading.lead.age?.text).toBe('80-year-old');
    expect(reading.lead.trade?.text).toBe('healer');
    expect(reading.tie).toMatchObject({ gender: 'masculine' });
    expect(reading.tie?.text).toMatch(/^grandson, a journalist$/u);
    expect(reading.creature?.text).toBe('wolf');
  });

  it('reads the Spanish tester’s notes, the river as the landscape', () => {
    const reading = readBriefNotes(TESTER.es, 'es');
    expect(reading.place).toMatchObject({
      text: 'Oaxaca',
      written: 'en Oaxaca',
      codes: ['MX', 'MX-OAX'],
    });
    expect(reading.lead).toMatchObject({ gender: 'feminine' });
    expect(reading.lead.trade?.text).toBe('curandera');
    expect(reading.tie).toMatchObject({ text: 'nieto periodista', gender: 'masculine' });
    expect(reading.landscape?.text).toBe('río');
    expect(reading.thing).toBeUndefined();
  });

  it('reads a name the writer gives, and a period', () => {
    const french = readBriefNotes('Une femme nommée Marthe, dans les années 1920.', 'fr');
    expect(french.lead.name?.text).toBe('Marthe');
    expect(french.era).toMatchObject({ written: 'dans les années 1920', year: 1925 });
    expect(readBriefNotes('Set during the Blitz.', 'en').era).toMatchObject({ year: 1940 });
    expect(readBriefNotes('Una historia durante la posguerra.', 'es').era?.year).toBe(1946);
  });

  it('tells a place after a locative from a name, and a newspaper from a journalist', () => {
    expect(readBriefNotes('Mercedes vuelve a casa.', 'es').lead.name?.text).toBe('Mercedes');
    expect(readBriefNotes('Todo pasa en Mercedes.', 'es').place?.text).toBe('Mercedes');
    expect(readBriefNotes('Elle tient un journal.', 'fr').lead.trade).toBeUndefined();
    expect(readBriefNotes('Une journaliste à Saint-Flour.', 'fr')).toMatchObject({
      lead: { trade: { text: 'journaliste' } },
      place: { text: 'Saint-Flour', written: 'à Saint-Flour' },
    });
  });

  it('reads a place typed in lower case where it cannot be a common word', () => {
    expect(readBriefNotes('haute-loire. un médecin.', 'fr').place?.text).toBe('haute-loire');
    expect(readBriefNotes('à marseille, un docker', 'fr').place?.written).toBe('à marseille');
    expect(readBriefNotes('Una historia de soledad y esperanza.', 'es').place).toBeUndefined();
  });

  it('reads nothing in notes that name nothing, and says which phrases it could not read', () => {
    const reading = readBriefNotes('Quelque chose de vraiment surprenant, svp.', 'fr');
    expect(reading.items).toEqual([]);
    expect(reading.unread).toEqual(['Quelque chose de vraiment surprenant']);
    expect(readBriefNotes('', 'en').items).toEqual([]);
  });
});

describe('the built-in engine writes with what the notes name', () => {
  it.each(['fr', 'en', 'es'] as const)(
    'in %s, every mode carries the tester’s place, people and motif, and says so',
    (language) => {
      const { items } = readBriefNotes(TESTER[language], language);
      for (const mode of MODES) {
        for (let seed = 0; seed < 8; seed++) {
          const { plan } = writeOfflineIdea(
            request(language, TESTER[language], { mode }),
            createSeededRandom(seed),
          );
          const report = plan.briefReport;
          const used = report?.used.map((item) => item.text) ?? [];
          // The place, the trade, the tie and the being; an age, and in a quick idea the trade
          // of the second and a thing (a quick idea names no object), may go untold.
          const short = mode === 'quick' || mode === 'random-genres';
          const told = (item: { text: string; as: string }, index: number) =>
            !/vieille|80/u.test(item.text) &&
            !(short && item.as === 'cast' && items[index - 1]?.as === 'cast') &&
            !(short && item.text === 'río');
          for (const text of items.filter(told).map((item) => item.text)) {
            expect(used, `${mode} ${seed}`).toContain(text);
          }
        }
      }
    },
  );

  it('sets a story today when the notes name a place of our world and no period', () => {
    const fantasy = [{ id: 'epic-fantasy', name: 'Fantasía épica', description: 'Reinos.' }];
    const { contemporaryEras } = LANGUAGE_PACKS.es.lexicon;
    for (let seed = 0; seed < 10; seed++) {
      const { plan } = writeOfflineIdea(
        request('es', 'Una curandera en Oaxaca.', { genres: fantasy }),
        createSeededRandom(seed),
      );
      expect(plan.setting).toContain('Oaxaca');
      expect(contemporaryEras).toContain(plan.era);
    }
  });

  it('peoples a story set in the Aveyron or in Oaxaca with the names that fit it', () => {
    const occitan = REGIONAL_NAMES.fr.find((region) => region.places.includes('FR-OCC'));
    const mexican = REGIONAL_NAMES.es.find((region) => region.places.includes('MX'));
    const cases = [
      ['fr', TESTER.fr, occitan],
      ['es', TESTER.es, mexican],
      ['en', 'A healer in Oaxaca and her grandson.', mexican],
    ] as const;
    for (const [language, notes, region] of cases) {
      for (let seed = 0; seed < 10; seed++) {
        const { plan } = writeOfflineIdea(request(language, notes), createSeededRandom(seed));
        for (const person of plan.cast.slice(0, 2)) {
          const firsts = person.gender === 'feminine' ? region?.female : region?.male;
          expect(firsts, `${language} ${seed}`).toContain(person.first);
          expect(region?.family, `${language} ${seed}`).toContain(person.family);
        }
      }
    }
  });

  it('puts the tables’ place in the noted region as French says it, "de l’Aveyron"', () => {
    for (let seed = 0; seed < 10; seed++) {
      const { text } = writeOfflineIdea(request('fr', TESTER.fr), createSeededRandom(seed));
      expect(text).toContain('Aveyron');
      expect(text).not.toMatch(/\bdans (?:une?|les?|la|l’)\s?[^,.;:]{1,40} dans l['’]Aveyron/u);
    }
  });

  it('makes a lead with a grandchild old, when the notes give no age', () => {
    for (const language of ['en', 'es'] as const) {
      const notes = language === 'es' ? TESTER.es : 'A healer in Cornwall and her grandson.';
      for (let seed = 0; seed < 10; seed++) {
        const { plan } = writeOfflineIdea(request(language, notes), createSeededRandom(seed));
        expect(Number(/\d+/u.exec(plan.age)?.[0]), `${language} ${seed}`).toBeGreaterThanOrEqual(
          62,
        );
      }
    }
  });

  it('keeps the language’s names where the pools have none for the place', () => {
    const regional = new Set(
      Object.values(REGIONAL_NAMES).flatMap((regions) =>
        regions.flatMap((region) => [...region.female, ...region.male, ...region.family]),
      ),
    );
    const { plan } = writeOfflineIdea(
      request('fr', 'Une guérisseuse à Lyon.'),
      createSeededRandom(3),
    );
    const [lead] = plan.cast;
    expect(regional.has(lead.family)).toBe(false);
    expect(NAME_POOLS.fr.family).toContain(lead.family);
  });

  it('keeps what the notes gave through a develop and a redraw', () => {
    for (const language of ['fr', 'en', 'es'] as const) {
      for (let seed = 0; seed < 6; seed++) {
        const base = request(language, TESTER[language]);
        const idea = writeOfflineIdea(base, createSeededRandom(seed));
        // An age may go untold in one text and told in another.
        const used = (idea.plan.briefReport?.used ?? []).filter(
          (item) => !/vieille|80/u.test(item.text),
        );
        expect(used.length).toBeGreaterThan(0);
        for (const next of developedAndRedrawn(base, idea, seed + 100)) {
          expect(next.plan.briefReport?.used).toEqual(expect.arrayContaining(used));
        }
      }
    }
  });
});

describe('a property: random notes built from the vocabulary', () => {
  const TOWNS: Record<Language, readonly string[]> = {
    fr: ['Rodez', 'Saint-Flour', 'Marseille', 'Quimper', 'Dakar', 'Lyon'],
    en: ['Glasgow', 'Cornwall', 'Dublin', 'Boston', 'Yorkshire', 'Belfast'],
    es: ['Oaxaca', 'Sevilla', 'Valparaíso', 'Cusco', 'Rosario', 'Granada'],
  };
  const POSSESSIVE: Record<Language, string> = { fr: 'et sa', en: 'and her', es: 'y su' };

  /**
   * Every word of a phrase (three letters or more) is in the text, compared by stem, British
   * and American spellings alike ("neighbour", "neighbor").
   */
  function holds(text: string, phrase: string, language: Language): boolean {
    const stemmer = snowball.newStemmer({ fr: 'french', en: 'english', es: 'spanish' }[language]);
    const words = (value: string) =>
      (
        foldAccents(value)
          .toLowerCase()
          .match(/\p{L}+/gu) ?? []
      ).map((word) => (language === 'en' ? word.replace(/our$/u, 'or') : word));
    const stems = new Set(words(text).map((word) => stemmer.stem(word)));
    return words(phrase)
      .filter((word) => word.length >= 3)
      .every((word) => stems.has(stemmer.stem(word)));
  }

  it('every item an idea says it used is in its text, in every mode, after a develop and a redraw', () => {
    const random = createSeededRandom(20261129);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    for (let run = 0; run < 60; run++) {
      const language = pick(['fr', 'en', 'es'] as const);
      const { vocabulary } = LANGUAGE_PACKS[language].brief;
      const trade = pick(vocabulary.trades.filter((word) => !word.masculine[0]?.includes(' ')));
      const tie = pick(vocabulary.ties.filter((word) => word.feminine[0]));
      const creature = pick(vocabulary.creatures);
      const notes = `${pick(TOWNS[language])}. ${trade.feminine[0]} ${POSSESSIVE[language]} ${tie.feminine[0]}. ${creature.forms[0]}.`;
      const mode = pick(MODES);
      const base = request(language, notes, { mode });
      const idea = writeOfflineIdea(base, createSeededRandom(run));
      const used = idea.plan.briefReport?.used ?? [];
      for (const item of used) expect(holds(idea.text, item.text, language), notes).toBe(true);
      for (const next of developedAndRedrawn(base, idea, run + 1)) {
        for (const item of next.plan.briefReport?.used ?? []) {
          expect(holds(next.text, item.text, language), notes).toBe(true);
        }
      }
    }
  });
});
