import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import type { PromptGenre } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { NAME_POOLS } from '../name-pools';
import { recentPlans } from '../recent-ideas';
import type { OfflineIdea } from './compose-idea';
import { familiesOfGenre } from './genre-families';
import { englishPack } from './languages/en/index';
import { spanishPack } from './languages/es/index';
import { frenchPack } from './languages/fr/index';
import type { LanguagePack, StyledList } from './languages/language-pack';
import { digestOf, RecentMemory } from './recent-memory';
import { createSeededRandom } from './seeded-random';
import type { StoryPlan } from './story-plan';
import { writeOfflineIdea } from './write-offline-idea';

const PACKS: Record<Language, LanguagePack> = { fr: frenchPack, en: englishPack, es: spanishPack };

const genre = (id: string): PromptGenre => ({ id, name: id, description: '' });
const FANTASY_ROMANCE = [genre('epic-fantasy'), genre('historical-romance')];
const SPACE_COZY = [genre('space-opera'), genre('cozy-mystery')];

function request(overrides: Partial<IdeaRequest> = {}): IdeaRequest {
  const language = overrides.language ?? 'en';
  return {
    language,
    mode: 'quick',
    style: 'moderne',
    genres: FANTASY_ROMANCE,
    leadGender: 'feminine',
    names: NAME_POOLS[language],
    recentTitles: [],
    creativityWarning: false,
    ...overrides,
  };
}

/** `count` ideas in a row, each told the plans of the five before unless `remember` is off. */
function chain(
  count: number,
  overrides: Partial<IdeaRequest>,
  seed: number,
  remember = true,
): OfflineIdea[] {
  const random = createSeededRandom(seed);
  const ideas: OfflineIdea[] = [];
  for (let n = 0; n < count; n++) {
    const recent = ideas
      .slice(-5)
      .reverse()
      .map(({ text, plan }) => ({
        idea: text,
        genres: [],
        mode: 'quick' as const,
        style: 'moderne' as const,
        plan,
      }));
    ideas.push(
      writeOfflineIdea(
        request({
          ...overrides,
          leadGender: n % 2 ? 'masculine' : 'feminine',
          recentPlans: remember ? recentPlans(recent) : undefined,
        }),
        random,
      ),
    );
  }
  return ideas;
}

/** A table entry as the engine records it: without its period tag. */
const digestOfEntry = (entry: string) => digestOf(entry.replace(/^\S+\+ /, ''));

/** The plan's story elements that the memory keeps apart. */
const ELEMENTS = ['setting', 'incident', 'twist', 'climax', 'secret', 'object', 'threat'] as const;

describe('RecentMemory', () => {
  const plan = (used: string[], incident = 'x'): StoryPlan =>
    ({
      language: 'en',
      cast: [],
      threatActions: ['', '', ''],
      themes: [],
      moods: ['', ''],
      incident,
      used,
    }) as unknown as StoryPlan;

  it('keeps only the entries the recent plans did not use, while there are any', () => {
    const memory = new RecentMemory([plan([digestOf('a')]), plan([digestOf('b')])], 'en');
    expect(memory.freshest(['a', 'b', 'c', 'd'])).toEqual(['c', 'd']);
    // All used: the one used longest ago (the older plan's) is the freshest.
    expect(memory.freshest(['a', 'b'])).toEqual(['b']);
    expect(memory.pickDistinct(['a', 'b', 'c'], 2, createSeededRandom(1)).sort()).toEqual([
      'b',
      'c',
    ]);
  });

  it('gives way to the other list when one has nothing fresh', () => {
    const memory = new RecentMemory([plan([digestOf('a'), digestOf('b')])], 'en');
    for (let seed = 0; seed < 20; seed++) {
      expect(memory.pickEither(['a', 'b'], ['c'], 1, createSeededRandom(seed))).toBe('c');
    }
  });

  it('reads a plan written before `used` existed by its phrases, and ignores other languages', () => {
    const old = plan([], 'finds a body');
    delete old.used;
    expect(new RecentMemory([old], 'en').freshest(['finds a body', 'hears a voice'])).toEqual([
      'hears a voice',
    ]);
    expect(new RecentMemory([old], 'fr').freshest(['finds a body', 'hears a voice'])).toHaveLength(
      2,
    );
  });
});

describe('offline engine: memory of the last five ideas', () => {
  it.each(LANGUAGES)(
    'draws no setting, incident, twist, climax, secret, object or threat of the last five plans (%s)',
    (language) => {
      for (const [seed, genres] of [
        [1, FANTASY_ROMANCE],
        [2, SPACE_COZY],
        [3, [genre('noir-fiction')]],
      ] as const) {
        // With the creativity warning, half the settings come from the unusual places.
        for (const creativityWarning of [false, true]) {
          const ideas = chain(12, { language, genres, creativityWarning }, seed);
          ideas.forEach(({ plan }, n) => {
            for (const earlier of ideas.slice(Math.max(0, n - 5), n)) {
              for (const element of ELEMENTS) {
                expect(plan[element], `${element} of idea ${n}`).not.toBe(earlier.plan[element]);
              }
            }
          });
        }
      }
    },
  );

  it.each(LANGUAGES)(
    'opens, continues and ends a quick idea with templates the last five did not use (%s)',
    (language) => {
      const { open, middle, hook, angle } = PACKS[language].templates.quick;
      const templates = (list: StyledList) => Object.values(list).flat().map(digestOf);
      const quickTemplates = new Set([open, middle, hook, angle].flatMap(templates));
      /** The share of quick templates shown that one of the five ideas before showed. */
      const reusedShare = (remember: boolean) => {
        let shown = 0;
        let reused = 0;
        for (let seed = 0; seed < 10; seed++) {
          for (const creativityWarning of [false, true]) {
            const ideas = chain(12, { language, creativityWarning }, seed, remember);
            ideas.forEach(({ plan }, n) => {
              const own = (plan.used ?? []).filter((digest) => quickTemplates.has(digest));
              expect(own.length).toBeGreaterThanOrEqual(2);
              const before = ideas.slice(Math.max(0, n - 5), n);
              shown += own.length;
              reused += own.filter((digest) =>
                before.some((earlier) => earlier.plan.used?.includes(digest)),
              ).length;
            });
          }
        }
        return reused / shown;
      };
      // A list narrowed to the templates that show a genre can run out within five ideas,
      // and then gives its oldest; otherwise the memory leaves no repeat.
      expect(reusedShare(true)).toBeLessThan(0.04);
      expect(reusedShare(false)).toBeGreaterThan(0.2);
    },
  );

  it.each(LANGUAGES)(
    'has more unusual places in any period than the memory holds ideas (%s)',
    (language) => {
      // The creativity warning takes half the settings from them, any era included.
      const timeless = PACKS[language].lexicon.unusualPlaces.filter(
        (place) => !/^\d+\+ /.test(place),
      );
      expect(timeless.length).toBeGreaterThan(5);
    },
  );

  it('remembers the elements a quick idea leaves unsaid, which developing it would tell', () => {
    for (let seed = 0; seed < 40; seed++) {
      const first = writeOfflineIdea(request(), createSeededRandom(seed));
      expect(first.text).not.toContain(first.plan.twist);
      const next = writeOfflineIdea(
        request({ recentPlans: [first.plan] }),
        createSeededRandom(seed),
      );
      for (const element of ['twist', 'climax', 'secret'] as const) {
        expect(next.plan[element], `${element}, seed ${seed}`).not.toBe(first.plan[element]);
      }
    }
  });

  it('avoids what an older plan, without `used`, tells', () => {
    for (let seed = 0; seed < 30; seed++) {
      const first = writeOfflineIdea(request(), createSeededRandom(seed));
      const { used: _used, ...old } = first.plan;
      const next = writeOfflineIdea(request({ recentPlans: [old] }), createSeededRandom(seed));
      expect(next.plan.incident).not.toBe(first.plan.incident);
      expect(next.plan.setting).not.toBe(first.plan.setting);
    }
  });

  it('writes the same idea for the same request, memory and seed', () => {
    const [a, b, c] = chain(3, {}, 11);
    const recent = [(b as OfflineIdea).plan, (a as OfflineIdea).plan];
    const again = writeOfflineIdea(request({ recentPlans: recent }), createSeededRandom(5));
    expect(writeOfflineIdea(request({ recentPlans: recent }), createSeededRandom(5))).toEqual(
      again,
    );
    expect(c).toBeDefined();
  });

  it('keeps a developed idea’s plan whole, whatever the memory', () => {
    for (let seed = 0; seed < 20; seed++) {
      const ideas = chain(6, {}, seed);
      const parent = ideas[0] as OfflineIdea;
      const developed = writeOfflineIdea(
        request({
          mode: 'detailed',
          recentPlans: ideas.map((idea) => idea.plan).reverse(),
          parent: {
            idea: parent.text,
            title: parent.text.split('\n')[0] ?? '',
            names: [],
            plan: parent.plan,
          },
        }),
        createSeededRandom(seed + 100),
      );
      expect(developed.plan).toEqual(parent.plan);
    }
  });
});

describe('offline engine: every selected genre leaves a trace', () => {
  /** Digests of the motifs of a genre's families, as the engine records what it shows. */
  function motifsOf(pack: LanguagePack, id: string): Set<string> {
    return new Set(
      familiesOfGenre(id).flatMap((family) => {
        const m = pack.families[family];
        return [...m.roles, ...m.places, ...m.objects, ...m.incidents, ...m.threats].map(
          digestOfEntry,
        );
      }),
    );
  }

  it.each(LANGUAGES)(
    'shows a motif of each of up to three genres in every quick idea (%s)',
    (language) => {
      const pack = PACKS[language];
      const sets = [
        FANTASY_ROMANCE,
        SPACE_COZY,
        [genre('noir-fiction'), genre('gothic-horror')],
        [genre('post-apocalyptic'), genre('romantic-comedy'), genre('family-saga')],
        [genre('pirate-adventure'), genre('cozy-mystery'), genre('historical-romance')],
      ];
      for (const genres of sets) {
        for (const creativityWarning of [false, true]) {
          for (let seed = 0; seed < 40; seed++) {
            const { plan } = writeOfflineIdea(
              request({ language, genres, creativityWarning }),
              createSeededRandom(seed),
            );
            const used = new Set(plan.used);
            for (const { id } of genres) {
              const shown = [...motifsOf(pack, id)].some((digest) => used.has(digest));
              expect(shown, `${id} in ${genres.map((g) => g.id).join(' + ')}, seed ${seed}`).toBe(
                true,
              );
            }
          }
        }
      }
    },
  );

  it('brings romance into an epic fantasy world with a historical romance', () => {
    const romance = englishPack.families.romance;
    const entries = new Set(
      [...romance.incidents, ...romance.threats, ...romance.objects, ...romance.roles].map(
        digestOfEntry,
      ),
    );
    let withRomance = 0;
    for (let seed = 0; seed < 100; seed++) {
      const { plan } = writeOfflineIdea(request(), createSeededRandom(seed));
      if ((plan.used ?? []).some((digest) => entries.has(digest))) withRomance += 1;
    }
    expect(withRomance).toBeGreaterThanOrEqual(60);
  });
});
