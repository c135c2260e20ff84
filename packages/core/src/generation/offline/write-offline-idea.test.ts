import { describe, expect, it } from 'vitest';
import type { FamilyId } from '../../genres/catalogue/families';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { fullNamesIn } from '../develop-idea';
import {
  MODE_SECTIONS,
  MODES,
  type Mode,
  SECTION_HEADINGS,
  STYLES,
  type Style,
} from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { chunkText } from './chunk-text';
import { normalizeTitle, type OfflineIdea } from './compose-idea';
import { englishPack } from './languages/en/index';
import { spanishPack } from './languages/es/index';
import { frenchPack } from './languages/fr/index';
import type { LanguagePack } from './languages/language-pack';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

/** Name lists whose entries are easy to recognise in a text. */
const NAMES = {
  female: [
    'Femaline',
    'Femberte',
    'Femcora',
    'Femdalia',
    'Femelsa',
    'Femflora',
    'Femgaia',
    'Femhilde',
  ],
  male: [
    'Mascalbert',
    'Mascbruno',
    'Masccyril',
    'Mascdenis',
    'Mascemile',
    'Mascfabien',
    'Mascgaston',
  ],
  family: ['Famarnaud', 'Fambesson', 'Famcolin', 'Famdurand', 'Famestier', 'Famfaure', 'Famgirard'],
};

const GENRES: Record<Language, IdeaRequest['genres']> = {
  fr: [
    {
      id: 'dragon-fantasy',
      name: 'Fantasy de dragons',
      description: 'Les dragons au cœur du récit.',
    },
    { id: 'noir-fiction', name: 'Roman noir', description: 'La ville, le crime, la fatalité.' },
  ],
  en: [
    {
      id: 'dragon-fantasy',
      name: 'Dragon fantasy',
      description: 'Dragons at the heart of the story.',
    },
    { id: 'noir-fiction', name: 'Noir fiction', description: 'The city, crime and fate.' },
  ],
  es: [
    { id: 'dragon-fantasy', name: 'Fantasía de dragones', description: 'Dragones en el centro.' },
    {
      id: 'noir-fiction',
      name: 'Novela negra',
      description: 'La ciudad, el crimen, la fatalidad.',
    },
  ],
};

function request(overrides: Partial<IdeaRequest> = {}): IdeaRequest {
  const language = overrides.language ?? 'fr';
  return {
    language,
    mode: 'quick',
    style: 'moderne',
    genres: GENRES[language],
    leadGender: 'feminine',
    names: NAMES,
    recentTitles: [],
    creativityWarning: false,
    ...overrides,
  };
}

function write(overrides: Partial<IdeaRequest>, seed: number): string {
  return writeOfflineIdea(request(overrides), createSeededRandom(seed)).text;
}

function sentences(paragraph: string): string[] {
  return paragraph.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
}

/** The sections of an idea after its title: [heading, paragraph] pairs. */
function sectionsOf(text: string): [string, string][] {
  const [, , ...rest] = text.split('\n');
  return rest
    .join('\n')
    .split('\n\n')
    .map((block) => block.split('\n') as [string, string]);
}

const CASES = LANGUAGES.flatMap((language) =>
  MODES.flatMap((mode) => STYLES.map((style) => ({ language, mode, style }))),
);

describe('offline engine: structure', () => {
  it.each(CASES)(
    'writes a $mode idea in $language, $style: title line, blank line, then the body',
    ({ language, mode, style }: { language: Language; mode: Mode; style: Style }) => {
      for (let seed = 1; seed <= 8; seed++) {
        const text = write({ language, mode, style, creativityWarning: seed % 4 === 0 }, seed);
        const [title = '', blank, ...body] = text.split('\n');
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThan(120);
        expect(title).not.toMatch(/[.!?:;,…]$/);
        expect(title).not.toMatch(/^#|^(titre|title|título)\b/i);
        expect(blank).toBe('');
        expect(text).not.toMatch(/[{}<>|@#*`_]/);
        expect(text).not.toMatch(/ {2}|\n{3}/);
        expect(text, 'a period tag left in the text').not.toMatch(/\d\+ /);
        const sections = MODE_SECTIONS[mode];
        if (sections.length === 0) {
          expect(body).toHaveLength(1);
          const count = sentences(body[0] as string).length;
          expect(count).toBeGreaterThanOrEqual(2);
          expect(count).toBeLessThanOrEqual(3);
        } else {
          const found = sectionsOf(text);
          expect(found.map(([heading]) => heading)).toEqual(
            sections.map((section) => SECTION_HEADINGS[language][section]),
          );
          for (const [, paragraph] of found) {
            expect(paragraph).toMatch(/[.!?]$/);
            expect(sentences(paragraph).length).toBeGreaterThanOrEqual(1);
          }
        }
      }
    },
  );

  it('names the chosen genres in the pitch and the recommended style of a detailed idea', () => {
    const text = write({ language: 'fr', mode: 'detailed' }, 3);
    const style = sectionsOf(text).find(([heading]) => heading === 'Style recommandé')?.[1];
    expect(style).toContain('fantasy de dragons et roman noir');
    expect(write({ language: 'en', mode: 'detailed' }, 3)).toContain(
      'dragon fantasy and noir fiction',
    );
    expect(write({ language: 'es', mode: 'detailed' }, 3)).toContain(
      'fantasía de dragones y novela negra',
    );
  });
});

describe('offline engine: names', () => {
  const fullName = /\b((?:Fem|Masc)[a-z]+) (Fam[a-z]+)\b/;

  it.each(LANGUAGES)(
    'takes the lead from the list of the lead gender and the family list (%s)',
    (language) => {
      for (const mode of MODES) {
        for (let seed = 0; seed < 30; seed++) {
          const leadGender = seed % 2 === 0 ? 'feminine' : 'masculine';
          const text = write({ language, mode, leadGender }, seed);
          const body = text.slice(text.indexOf('\n'));
          const lead = fullName.exec(body);
          expect(lead, body).not.toBeNull();
          const [, first, family] = lead as RegExpExecArray;
          const list = leadGender === 'feminine' ? NAMES.female : NAMES.male;
          expect(list).toContain(first);
          expect(NAMES.family).toContain(family);
        }
      }
    },
  );

  it('uses no name outside the lists', () => {
    const known = new Set([...NAMES.female, ...NAMES.male, ...NAMES.family]);
    for (const language of LANGUAGES) {
      for (let seed = 0; seed < 40; seed++) {
        const text = write({ language, mode: 'detailed' }, seed);
        for (const token of text.match(/\b(?:Fem|Masc|Fam)[a-z]+/g) ?? []) {
          expect(known.has(token)).toBe(true);
        }
      }
    }
  });

  it('still writes an idea when the list of the lead gender has run dry', () => {
    const names = { ...NAMES, female: [] };
    const { text } = writeOfflineIdea(request({ names }), createSeededRandom(1));
    expect(text).toMatch(/Fam[a-z]+/);
  });
});

describe('offline engine: determinism and streaming', () => {
  it('writes the same idea for the same request and seed, and another for another seed', () => {
    for (const language of LANGUAGES) {
      const a = write({ language, mode: 'detailed' }, 42);
      expect(write({ language, mode: 'detailed' }, 42)).toBe(a);
      expect(write({ language, mode: 'detailed' }, 43)).not.toBe(a);
    }
  });

  it('streams chunks of a few words that join into exactly the written idea', () => {
    for (const language of LANGUAGES) {
      for (const mode of MODES) {
        const text = write({ language, mode }, 7);
        const chunks = [...chunkText(text)];
        expect(chunks.join('')).toBe(text);
        expect(chunks.length).toBeGreaterThan(8);
        for (const chunk of chunks)
          expect(chunk.split(/\s+/).filter(Boolean).length).toBeLessThan(8);
      }
    }
  });
});

describe('offline engine: titles', () => {
  it('never repeats a recent title', () => {
    for (const language of LANGUAGES) {
      for (let seed = 0; seed < 50; seed++) {
        const first = write({ language }, seed).split('\n')[0] as string;
        const recentTitles = [first.toUpperCase(), 'Autre titre'];
        const next = write({ language, recentTitles }, seed).split('\n')[0] as string;
        expect(normalizeTitle(next)).not.toBe(normalizeTitle(first));
      }
    }
  });

  it.each(LANGUAGES)(
    'gives at least 95 percent distinct titles over 1,000 ideas with the same inputs (%s)',
    (language) => {
      const titles = new Set<string>();
      for (let seed = 0; seed < 1000; seed++) {
        titles.add(write({ language }, seed).split('\n')[0] as string);
      }
      expect(titles.size).toBeGreaterThanOrEqual(950);
    },
  );
});

describe('offline engine: style and angle', () => {
  function averageSentenceLength(style: Style): number {
    let words = 0;
    let count = 0;
    for (let seed = 0; seed < 60; seed++) {
      const body = write({ style }, seed).split('\n')[2] as string;
      for (const sentence of sentences(body)) {
        words += sentence.split(/\s+/).length;
        count += 1;
      }
    }
    return words / count;
  }

  it('writes shorter sentences in the minimalist style than in the classic one', () => {
    expect(averageSentenceLength('minimaliste')).toBeLessThan(
      averageSentenceLength('classique') * 0.7,
    );
  });

  it('changes the text with the style', () => {
    let differ = 0;
    for (let seed = 0; seed < 20; seed++) {
      if (write({ style: 'poetique' }, seed) !== write({ style: 'humoristique' }, seed))
        differ += 1;
    }
    expect(differ).toBe(20);
  });

  const ANGLES: Record<Language, RegExp> = {
    fr: /Particularité|Et si tout|Toute l’histoire|Point de vue inattendu|Le récit tient|Deux voix alternent|Chaque chapitre s’ouvre|Une voix collective|La fin est donnée|Tout est vu par les seuls yeux|Deux époques alternent/,
    en: /The twist in the telling|What if it were|The whole story reaches|An unexpected point of view|The story takes place over|Told by|Two voices alternate|Every chapter opens|A collective voice|The ending comes first|Seen only through the eyes|Two timelines alternate/,
    es: /Particularidad|¿Y si todo|Toda la historia|Punto de vista inesperado|La historia transcurre|Dos voces se alternan|Cada capítulo se abre|Una voz colectiva|El final se da|Todo se ve solo|Dos épocas se alternan/,
  };

  it.each(LANGUAGES)('takes an unusual angle on a creativity warning (%s)', (language) => {
    for (let seed = 0; seed < 20; seed++) {
      const text = write({ language, creativityWarning: true }, seed);
      expect(text).toMatch(ANGLES[language]);
      const detailed = write({ language, mode: 'detailed', creativityWarning: true }, seed);
      expect(sectionsOf(detailed)[0]?.[1]).toMatch(/Parti pris|Narrative choice|Apuesta narrativa/);
    }
  });
});

describe('offline engine: setting', () => {
  /** The start of each incident a family brings, before any slot or agreement marker. */
  function incidentsOf(pack: LanguagePack, family: FamilyId): string[] {
    return pack.families[family].incidents
      .map(
        (incident) =>
          incident
            .replace(/^\S+\+ /, '')
            .split(/[{<]/)[0]
            ?.trim() ?? '',
      )
      .filter((start) => start.split(' ').length >= 3);
  }

  it.each([
    ['traditional-western', 'pirate-adventure', 'sea'],
    ['pirate-adventure', 'working-class-novel', 'society'],
    ['traditional-western', 'epic-fantasy', 'fantasy'],
  ] as const)(
    'keeps the incidents bound to a setting out of another world (%s with %s)',
    (worldId, otherId, family) => {
      const incidents = incidentsOf(englishPack, family);
      expect(incidents.length).toBeGreaterThan(1);
      for (let seed = 0; seed < 200; seed++) {
        const text = write(
          {
            language: 'en',
            genres: [
              { id: worldId, name: worldId, description: '' },
              { id: otherId, name: otherId, description: '' },
            ],
          },
          seed,
        );
        for (const incident of incidents) expect(text).not.toContain(incident);
      }
    },
  );
});

describe('offline engine: the genres’ descriptions', () => {
  const cozy = {
    id: 'cozy-mystery',
    name: 'Cozy mystery',
    description:
      'An amateur sleuth, a picturesque town, an offstage murder and plenty of tea: a reassuring puzzle in which order is always restored.',
  };
  const noir = {
    id: 'noir-fiction',
    name: 'Noir',
    description:
      'Crime told from the side of losers, killers or victims, with no promise of justice; fate grinds the characters down.',
  };

  it('quotes no sentence of the chosen genres’ descriptions, in any mode', () => {
    const runs = (text: string) => {
      const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
      return words.slice(0, -5).map((_, index) => words.slice(index, index + 6).join(' '));
    };
    const described = new Set([...runs(cozy.description), ...runs(noir.description)]);
    for (const mode of ['quick', 'key-points', 'detailed'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const text = write({ language: 'en', mode, genres: [cozy, noir] }, seed);
        expect(runs(text).filter((run) => described.has(run))).toEqual([]);
      }
    }
  });
});

describe('offline engine: developing an idea', () => {
  const PACKS_BY_LANGUAGE: Record<Language, LanguagePack> = {
    fr: frenchPack,
    en: englishPack,
    es: spanishPack,
  };
  const develop = (parent: OfflineIdea, overrides: Partial<IdeaRequest>, seed: number) =>
    writeOfflineIdea(
      request({
        ...overrides,
        parent: {
          idea: parent.text,
          title: parent.text.split('\n')[0] ?? '',
          names: fullNamesIn(parent.text, NAMES),
          plan: parent.plan,
        },
      }),
      createSeededRandom(seed),
    );

  it.each(LANGUAGES)(
    'tells the same story from quick to key points to detailed, from its plan (%s)',
    (language) => {
      const { finish } = PACKS_BY_LANGUAGE[language].grammar;
      for (let seed = 0; seed < 30; seed++) {
        const quick = writeOfflineIdea(request({ language }), createSeededRandom(seed));
        const keyPoints = develop(quick, { language, mode: 'key-points' }, seed + 1000);
        const detailed = develop(keyPoints, { language, mode: 'detailed' }, seed + 2000);
        expect(keyPoints.plan).toEqual(quick.plan);
        expect(detailed.plan).toEqual(quick.plan);
        expect(keyPoints.text).toContain(finish(quick.plan.incident));
        expect(keyPoints.text).toContain(finish(quick.plan.twist));
        expect(detailed.text).toContain(finish(quick.plan.incident));
        for (const idea of [keyPoints, detailed]) {
          expect(idea.text.split('\n')[0]).toBe(quick.text.split('\n')[0]);
          for (const name of fullNamesIn(quick.text, NAMES)) expect(idea.text).toContain(name);
        }
      }
    },
  );

  it('keeps only the people of a plan written in another language', () => {
    const french = writeOfflineIdea(request({ language: 'fr' }), createSeededRandom(5));
    const english = develop(french, { language: 'en', mode: 'detailed' }, 6);
    expect(english.plan.language).toBe('en');
    expect(
      english.plan.cast.map(({ first, family, gender }) => ({ first, family, gender })),
    ).toEqual(french.plan.cast.map(({ first, family, gender }) => ({ first, family, gender })));
    expect(english.plan.incident).not.toBe(french.plan.incident);
  });

  it('takes the full names from the text of an idea without a plan', () => {
    for (let seed = 0; seed < 20; seed++) {
      const quick = writeOfflineIdea(request({ language: 'es' }), createSeededRandom(seed));
      const names = fullNamesIn(quick.text, NAMES);
      const detailed = writeOfflineIdea(
        request({
          language: 'es',
          mode: 'detailed',
          parent: { idea: quick.text, title: quick.text.split('\n')[0] ?? '', names },
        }),
        createSeededRandom(seed + 1),
      );
      for (const name of names) expect(detailed.text).toContain(name);
    }
  });
});
