import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { crossMaterial } from './cross-material';
import { ELEMENT_NAMES } from './idea-elements';
import type { IdeaRequest } from './idea-request';
import { NAME_POOLS } from './name-pools';
import type { OfflineIdea } from './offline/compose-idea';
import { createSeededRandom } from './offline/seeded-random';
import { writeOfflineIdea } from './offline/write-offline-idea';
import { ideaElementsOf } from './read-elements';

const genre = (id: string) => ({ id, name: id, description: '' });

function base(language: (typeof LANGUAGES)[number]): IdeaRequest {
  return {
    language,
    mode: 'key-points',
    style: 'moderne',
    genres: [genre('noir'), genre('family-saga')],
    leadGender: 'feminine',
    names: NAME_POOLS[language],
    recentTitles: [],
    creativityWarning: false,
  };
}

const source = (idea: OfflineIdea, keep: (typeof ELEMENT_NAMES)[number][]) => ({
  idea: idea.text,
  elements: ideaElementsOf(idea.text, { plan: idea.plan }),
  plan: idea.plan,
  keep,
});

describe('crossing two ideas with the built-in engine', () => {
  it.each(LANGUAGES)('in %s, A’s lead and B’s setting, and every other element new', (language) => {
    for (let seed = 0; seed < 12; seed++) {
      const random = createSeededRandom(seed);
      const a = writeOfflineIdea(base(language), random);
      const b = writeOfflineIdea({ ...base(language), leadGender: 'masculine' }, random);
      const material = crossMaterial([source(a, ['lead']), source(b, ['setting'])]);
      expect(material?.keep).toEqual(['lead', 'setting']);
      const crossed = writeOfflineIdea(
        {
          ...base(language),
          recentPlans: [a.plan, b.plan],
          recentTitles: [a.text.split('\n')[0] ?? '', b.text.split('\n')[0] ?? ''],
          redraw: material,
        },
        random,
      );
      const [lead] = crossed.plan.cast;
      expect(lead).toEqual(a.plan.cast[0]);
      expect(crossed.plan.setting).toBe(b.plan.setting);
      expect(crossed.plan.age).toBe(a.plan.age);
      const elements = ideaElementsOf(crossed.text, { plan: crossed.plan });
      const elementsOf = (idea: OfflineIdea) => ideaElementsOf(idea.text, { plan: idea.plan });
      for (const name of ['title', 'conflict', 'twist', 'ending'] as const) {
        for (const parent of [a, b]) {
          expect(elements[name], `${language} ${seed} ${name}`).not.toBe(elementsOf(parent)[name]);
        }
      }
      expect(crossed.text.replace(/’/gu, "'")).toContain(`${lead.first} ${lead.family}`);
    }
  });

  it('tells a kept twist with the new idea’s people', () => {
    for (let seed = 0; seed < 12; seed++) {
      const random = createSeededRandom(seed);
      const a = writeOfflineIdea(base('fr'), random);
      const b = writeOfflineIdea(base('fr'), random);
      const material = crossMaterial([source(a, ['lead']), source(b, ['twist'])]);
      const crossed = writeOfflineIdea({ ...base('fr'), redraw: material }, random);
      // The same twist, told of the new story: B's lead is A's now, and B's second was
      // replaced, so neither of B's names is left.
      expect(crossed.plan.entries?.twist).toBe(b.plan.entries?.twist);
      for (const person of b.plan.cast.slice(0, 2)) {
        expect(crossed.text).not.toContain(`${person.first} ${person.family}`);
      }
    }
  });

  it('has nothing to cross when the sources keep every element between them', () => {
    const random = createSeededRandom(1);
    const a = writeOfflineIdea(base('en'), random);
    const b = writeOfflineIdea(base('en'), random);
    const [half, rest] = [ELEMENT_NAMES.slice(0, 3), ELEMENT_NAMES.slice(3)];
    expect(crossMaterial([source(a, [...half]), source(b, [...rest])])).toBeUndefined();
  });
});
