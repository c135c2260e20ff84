import type { RandomSource } from '../../genres/random-genres';
import type { Language } from '../../i18n/languages';
import { BEAT_CHANGE_MAX, BEAT_SUMMARY_MAX } from '../../outline/outline';
import { type BeatRole, STRUCTURES, type StructureId } from '../../outline/structures';
import { keptMaterialOf } from '../develop-idea';
import type { Mode, PromptGenre, Style } from '../generation-options';
import type { IdeaElements, PhraseElement } from '../idea-elements';
import type { IdeaRequest } from '../idea-request';
import { ALL_NAMES, NAME_POOLS } from '../name-pools';
import { fillTemplate } from './fill-template';
import { LANGUAGE_PACKS } from './languages/index';
import { capitalize, capitalizeSentences } from './noun-spec';
import { planStory } from './plan-story';
import type { Story } from './story';
import type { StoryPlan } from './story-plan';

/** Who a beat's sentences name: the lead, the second person, the face of the threat. */
export type PlanPerson = 'lead' | 'second' | 'third';

/** A beat as the built-in engine writes it, before it is given an id, cards and words. */
export interface BeatDraft {
  key: string;
  act: number;
  pct: number;
  summary: string;
  change: string;
  /** The people its sentences name, the lead first. */
  people: PlanPerson[];
  /** Whether its text comes from the idea (false: a question to the writer). */
  told: boolean;
}

/** The idea an outline is written from, as its history entry keeps it. */
export interface OutlinedIdea {
  idea: string;
  language: Language;
  mode: Mode;
  style: Style;
  genres: readonly PromptGenre[];
  /** The built-in engine's plan, when it wrote the idea. */
  plan: StoryPlan | null;
  elements: IdeaElements | null;
}

export interface OutlineOptions {
  structure: StructureId;
  /**
   * Redrawing: each beat's current summary by key, which its new one must differ from when
   * the templates allow; the beats left out (locked, or the writer's) are not written.
   */
  redraw?: ReadonlyMap<string, string>;
}

/** The slots naming each person: their full name and the name the text calls them by. */
const PERSON_NAMES: Record<PlanPerson, readonly string[]> = {
  lead: ['P', 'p'],
  second: ['S', 's'],
  third: ['T', 't'],
};

/** Attempts at a summary other than the beat's current one, when redrawing. */
const REDRAW_ATTEMPTS = 8;

/**
 * The built-in engine's outline of an idea (docs/PRODUCT.md, Outlines): each beat of the
 * structure tells the parts of the idea's plan its roles name (outline/structures.ts), in
 * the idea's language, with the agreements the plan settled. An idea without a plan (an
 * AI's) gives its elements' phrases where a role has one, and a question to the writer
 * where none does. Deterministic for one random source.
 */
export function writeOutline(
  idea: OutlinedIdea,
  options: OutlineOptions,
  random: RandomSource,
): BeatDraft[] {
  const structure = STRUCTURES[options.structure];
  const story = idea.plan ? storyOf(idea, idea.plan, random) : undefined;
  const beats = options.redraw
    ? structure.beats.filter((beat) => options.redraw?.has(beat.key))
    : structure.beats;
  return beats.map((beat) => {
    const previous = options.redraw?.get(beat.key);
    const told = story
      ? tellFromPlan(story, beat.roles, previous, random)
      : tellFromElements(idea, beat.roles, random);
    return { key: beat.key, act: beat.act, pct: beat.pct, ...told };
  });
}

/** The idea's story as developing it would tell it again: the plan's slots, all kept. */
function storyOf(idea: OutlinedIdea, plan: StoryPlan, random: RandomSource): Story {
  const request: IdeaRequest = {
    language: plan.language,
    mode: idea.mode,
    style: idea.style,
    genres: idea.genres,
    leadGender: plan.cast[0].gender,
    names: NAME_POOLS[plan.language],
    recentTitles: [],
    creativityWarning: false,
    parent: { idea: idea.idea, ...keptMaterialOf(idea.idea, ALL_NAMES), plan },
  };
  return planStory(LANGUAGE_PACKS[plan.language], request, random).story;
}

function tellFromPlan(
  story: Story,
  roles: readonly BeatRole[],
  previous: string | undefined,
  random: RandomSource,
) {
  const { outline } = story.pack;
  let summary = '';
  let templates: string[] = [];
  for (let attempt = 0; attempt < REDRAW_ATTEMPTS; attempt++) {
    templates = roles.map((role) => pick(usableIn(story, outline.beats[role]), random));
    summary = finished(story, templates);
    if (summary !== previous) break;
  }
  const last = roles[roles.length - 1] as BeatRole;
  const changeTemplate = pick(usableIn(story, outline.changes[last]), random);
  const change = finished(story, [changeTemplate]);
  // Named in its text, the plan's phrases included ("the showdown with Robert").
  const people = (Object.keys(PERSON_NAMES) as PlanPerson[]).filter((person) =>
    PERSON_NAMES[person].some((slot) => {
      const name = story.slots[slot];
      return name !== undefined && name !== '' && `${summary} ${change}`.includes(name);
    }),
  );
  return {
    summary: clip(summary, BEAT_SUMMARY_MAX),
    change: clip(change, BEAT_CHANGE_MAX),
    people,
    told: true,
  };
}

/** The templates that do not name the object when the story never shows it. */
function usableIn(story: Story, templates: readonly string[]): readonly string[] {
  if (story.usesObject) return templates;
  const kept = templates.filter((template) => !template.includes('{O'));
  return kept.length > 0 ? kept : templates;
}

function finished(story: Story, templates: readonly string[]): string {
  const text = templates.map((template) => capitalizeSentences(fillTemplate(template, story)));
  return story.pack.grammar.finish(text.join(' ').trim());
}

/** The elements of an AI's idea each role can tell. */
const ELEMENT_OF_ROLE: Partial<Record<BeatRole, PhraseElement>> = {
  opening: 'setting',
  world: 'setting',
  incident: 'conflict',
  commitment: 'conflict',
  twist: 'twist',
  climax: 'ending',
  ending: 'ending',
};

/**
 * An AI idea's beat: the phrases of its elements the beat's roles name, each once in the
 * outline's order; a question to the writer when there is none.
 */
function tellFromElements(idea: OutlinedIdea, roles: readonly BeatRole[], random: RandomSource) {
  const pack = LANGUAGE_PACKS[idea.language];
  const lead = idea.elements?.lead;
  const cast = idea.elements?.cast ?? [];
  const phrases = roles.flatMap((role) => {
    const element = ELEMENT_OF_ROLE[role];
    const phrase = element ? idea.elements?.[element] : null;
    return phrase ? [phrase] : [];
  });
  const unique = [...new Set(phrases.map((phrase) => phrase.trim()))].filter(Boolean);
  const people: PlanPerson[] = lead ? ['lead', ...(cast[0] ? (['second'] as const) : [])] : [];
  const context = {
    slots: { p: lead?.name.split(' ')[0] ?? '…' },
    genders: { '': lead?.gender === 'masculine' ? ('m' as const) : ('f' as const) },
    random,
  };
  const last = roles[roles.length - 1] as BeatRole;
  if (unique.length === 0) {
    const question = pack.grammar.finish(
      fillTemplate(pick(pack.outline.questions[last], random), context),
    );
    const asked: PlanPerson[] = lead ? ['lead'] : [];
    return { summary: capitalize(question), change: '', people: asked, told: false };
  }
  const summary = unique.map((phrase) => capitalize(phrase.replace(/[.;,]?$/, '.'))).join(' ');
  return { summary: clip(summary, BEAT_SUMMARY_MAX), change: '', people, told: true };
}

function pick(list: readonly string[], random: RandomSource): string {
  return list[Math.floor(random() * list.length)] as string;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
