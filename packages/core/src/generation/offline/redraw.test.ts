import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { checkIdea } from '../check-idea';
import { cleanIdea } from '../clean-idea';
import type { Gender, Mode } from '../generation-options';
import { type ElementName, type IdeaElements, peopleOf } from '../idea-elements';
import type { IdeaRequest } from '../idea-request';
import { NAME_POOLS } from '../name-pools';
import { ideaElementsOf } from '../read-elements';
import { availableNames, namesUsedIn } from '../recent-ideas';
import { type RedrawMaterial, redrawCheckOf, renamed } from '../redraw-idea';
import { fillTemplate } from './fill-template';
import { spanishPack } from './languages/es/index';
import { frenchPack } from './languages/fr/index';
import { planStory } from './plan-story';
import { createSeededRandom } from './seeded-random';
import { ENTRY_SLOTS, type StoryPlan } from './story-plan';
import { writeOfflineIdea } from './write-offline-idea';

const GENRES: IdeaRequest['genres'] = [
  { id: 'noir-fiction', name: 'Noir', description: '' },
  { id: 'epic-fantasy', name: 'Fantasy', description: '' },
];

const MODES: Mode[] = ['quick', 'key-points', 'detailed'];

function request(language: Language, mode: Mode, leadGender: Gender): IdeaRequest {
  return {
    language,
    mode,
    style: 'moderne',
    genres: GENRES,
    leadGender,
    names: NAME_POOLS[language],
    recentTitles: [],
    creativityWarning: false,
  };
}

interface Written {
  text: string;
  plan: StoryPlan;
  elements: IdeaElements;
}

/**
 * An idea of the built-in engine, and its elements; a redrawn one passes the checks an AI's
 * would, the redraw's included, unchanged by the cleaner.
 */
function write(base: IdeaRequest, seed: number): Written {
  const { text, plan } = writeOfflineIdea(base, createSeededRandom(seed));
  const { mode, language, redraw } = base;
  if (redraw) {
    expect(cleanIdea(text, mode, language)).toBe(text);
    const kept = redrawCheckOf(redraw);
    expect(checkIdea(text, mode, language, { finished: true, kept })).toBeUndefined();
  }
  return { text, plan, elements: ideaElementsOf(text, { plan }) };
}

/**
 * The request of a redraw as the server makes it: the parent's lead gender, no name the
 * parent used, and the parent's title among those to avoid unless it is kept.
 */
function redrawRequest(base: IdeaRequest, parent: Written, keep: ElementName[]): IdeaRequest {
  const pool = NAME_POOLS[base.language];
  const used = namesUsedIn(
    [{ idea: parent.text, genres: [], mode: 'quick', style: 'moderne' }],
    pool,
  );
  const redraw: RedrawMaterial = {
    idea: parent.text,
    elements: parent.elements,
    plan: parent.plan,
    keep,
  };
  return {
    ...base,
    leadGender: parent.plan.cast[0].gender,
    names: availableNames(pool, used),
    recentTitles: keep.includes('title') ? [] : [parent.elements.title ?? ''],
    redraw,
  };
}

/** The parent's people's full names, paired by position with those who replaced them. */
function renamesBetween(parent: IdeaElements, child: IdeaElements): [string, string][] {
  const after = peopleOf(child);
  return peopleOf(parent).flatMap((person, index): [string, string][] => {
    const replacement = after[index];
    return replacement && replacement.name !== person.name ? [[person.name, replacement.name]] : [];
  });
}

const CASES = LANGUAGES.flatMap((language) => MODES.map((mode) => ({ language, mode })));

describe('redrawing a built-in idea', () => {
  it.each(CASES)(
    'in $language, $mode: keeps the title and the lead, draws the rest anew',
    ({ language, mode }) => {
      for (let seed = 1; seed <= 12; seed++) {
        const base = request(language, mode, seed % 2 ? 'feminine' : 'masculine');
        const parent = write(base, seed);
        const child = write(redrawRequest(base, parent, ['title', 'lead']), seed + 100);
        expect(child.elements.title).toBe(parent.elements.title);
        expect(child.text.split('\n')[0]).toBe(parent.text.split('\n')[0]);
        expect(child.elements.lead).toEqual(parent.elements.lead);
        expect(child.text).toContain(parent.elements.lead?.name);
        for (const name of ['setting', 'conflict', 'twist', 'ending'] as const) {
          expect(child.elements[name], name).not.toBe(parent.elements[name]);
        }
        for (const [index, person] of child.elements.cast.entries()) {
          expect(person.name).not.toBe(parent.elements.cast[index]?.name);
        }
      }
    },
  );

  it.each(CASES)(
    'in $language, $mode: keeps the setting and the twist, told of the new people',
    ({ language, mode }) => {
      for (let seed = 1; seed <= 12; seed++) {
        const base = request(language, mode, seed % 2 ? 'feminine' : 'masculine');
        const parent = write(base, seed);
        const child = write(redrawRequest(base, parent, ['setting', 'twist']), seed + 100);
        expect(child.elements.setting).toBe(parent.elements.setting);
        const renames = renamesBetween(parent.elements, child.elements);
        expect(child.elements.twist).toBe(renamed(parent.elements.twist ?? '', renames, language));
        expect(child.elements.title).not.toBe(parent.elements.title);
        expect(child.elements.lead?.name).not.toBe(parent.elements.lead?.name);
        expect(child.elements.conflict).not.toBe(parent.elements.conflict);
        expect(child.elements.ending).not.toBe(parent.elements.ending);
      }
    },
  );

  it.each(CASES)(
    'in $language, $mode: keeping nothing changes every element',
    ({ language, mode }) => {
      for (let seed = 1; seed <= 12; seed++) {
        const base = request(language, mode, seed % 2 ? 'feminine' : 'masculine');
        const parent = write(base, seed);
        const child = write(redrawRequest(base, parent, []), seed + 100);
        for (const name of ['title', 'setting', 'conflict', 'twist', 'ending'] as const) {
          expect(child.elements[name], name).not.toBe(parent.elements[name]);
        }
        const before = new Set(peopleOf(parent.elements).map((person) => person.name));
        for (const person of peopleOf(child.elements)) expect(before.has(person.name)).toBe(false);
      }
    },
  );

  it('keeps a title that names the lead true: the new lead has the name it holds', () => {
    const named = { first: 0, full: 0 };
    for (let seed = 1; seed <= 80; seed++) {
      const base = request(LANGUAGES[seed % 3] ?? 'en', 'quick', 'feminine');
      const parent = write(base, seed);
      const [lead] = parent.plan.cast;
      const title = parent.elements.title ?? '';
      if (!title.includes(lead.first)) continue;
      const child = write(redrawRequest(base, parent, ['title']), seed);
      expect(child.plan.cast[0].first).toBe(lead.first);
      expect(child.elements.lead?.role).not.toBe(parent.elements.lead?.role);
      if (title.includes(`${lead.first} ${lead.family}`.replace(/'/gu, '’'))) {
        named.full++;
        expect(child.plan.cast[0].family).toBe(lead.family);
      } else {
        named.first++;
        expect(child.elements.lead?.name).not.toBe(parent.elements.lead?.name);
      }
    }
    expect(named.first).toBeGreaterThan(0);
    expect(named.full).toBeGreaterThan(0);
  });

  it('is the same idea for the same request and seed', () => {
    const base = request('fr', 'detailed', 'feminine');
    const parent = write(base, 3);
    const again = redrawRequest(base, parent, ['conflict', 'cast']);
    expect(write(again, 9).text).toBe(write(again, 9).text);
  });

  it('redraws an idea written before plans named their entries, renaming what it keeps', () => {
    const base = request('es', 'key-points', 'masculine');
    for (let seed = 1; seed <= 12; seed++) {
      const written = write(base, seed);
      const { entries: _entries, ...older } = written.plan;
      const parent = { ...written, plan: older };
      const child = write(redrawRequest(base, parent, ['twist', 'ending']), seed + 50);
      const renames = renamesBetween(parent.elements, child.elements);
      expect(child.elements.twist).toBe(renamed(parent.elements.twist ?? '', renames, 'es'));
      expect(child.elements.ending).toBe(renamed(parent.elements.ending ?? '', renames, 'es'));
      expect(child.elements.lead?.name).not.toBe(parent.elements.lead?.name);
    }
  });
});

describe.each([
  ['fr', frenchPack],
  ['es', spanishPack],
] as const)('a kept heroine in %s', (language, pack) => {
  it('is told of in the feminine in every phrase drawn anew around her', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const base = request(language, 'detailed', 'feminine');
      const parent = write(base, seed);
      const { story, plan } = planStory(
        pack,
        redrawRequest(base, parent, ['lead']),
        createSeededRandom(seed + 7),
      );
      expect(plan.cast[0]).toEqual(parent.plan.cast[0]);
      expect(story.genders.P).toBe('f');
      for (const slot of ENTRY_SLOTS) {
        const entry = plan.entries?.[slot];
        // Alternatives ({a|b}) are drawn as the text is written: only plain entries compare.
        if (!entry || /\{[^{}]*\|/u.test(entry) || !/<[^<>@#]*\|[^<>@#]*>/u.test(entry)) continue;
        const as = (gender: 'm' | 'f') =>
          fillTemplate(entry, { ...story, genders: { ...story.genders, '': gender } });
        expect(as('f'), slot).not.toBe(as('m'));
        const phrase = slot === 'inc' ? plan.incident : story.slots[slot];
        expect(phrase, slot).toBe(as('f'));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
