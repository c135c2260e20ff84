import type { Style } from '../generation-options';
import type { Agreement, TemplateContext } from './fill-template';
import type { LanguagePack, StyledList } from './languages/language-pack';
import type { RecentMemory } from './recent-memory';

/** Where a slot's text comes from: the entries it was drawn from and the slots it names. */
interface Source {
  entries: readonly string[];
  refs: readonly string[];
}

/**
 * An idea of the built-in engine as it is written: the slots its templates fill, their
 * agreements, and what its text has shown so far.
 */
export interface Story extends TemplateContext {
  slots: Record<string, string>;
  genders: Record<string, Agreement>;
  plurals: Set<string>;
  pack: LanguagePack;
  style: Style;
  /** Whether the incident names the object; if not, nothing else may refer back to it. */
  usesObject: boolean;
  /** What the writer's last ideas were written from. */
  memory: RecentMemory;
  /** Where each slot's text comes from (see show). */
  sources: Record<string, Source>;
  /** Slot references a list's template should make, so that a genre's trace shows. */
  needs: Map<StyledList, readonly RegExp[]>;
  /** Entries and templates the text shows, in order (part of StoryPlan.used, as digests). */
  shown: Set<string>;
}

/** The slots a template names (`{L.def}` names L), alternatives included. */
export function refsOf(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z][\w]*)(?:\.\w+)?\}/g)].map((match) => match[1] ?? '');
}

/** Records a template the text shows, and the entries of the slots it names. */
export function show(story: Story, template: string, visited = new Set<string>()): void {
  if (template) story.shown.add(template);
  for (const ref of refsOf(template)) {
    if (visited.has(ref)) continue;
    visited.add(ref);
    const source = story.sources[ref];
    if (!source) continue;
    for (const entry of source.entries) story.shown.add(entry);
    for (const inner of source.refs) show(story, `{${inner}}`, visited);
  }
}

/** Templates that may be used in this story (see Story.usesObject). */
export function usable(story: Story, templates: readonly string[]): readonly string[] {
  if (story.usesObject) return templates;
  const kept = templates.filter((template) => !template.includes('{O'));
  return kept.length > 0 ? kept : templates;
}

/**
 * The templates that name the most of `needs` (the first need weighing most, then the
 * next), when any names one, otherwise all of them; and how much of `needs` they name.
 */
function naming(
  templates: readonly string[],
  needs: readonly RegExp[],
): { templates: readonly string[]; score: number } {
  if (needs.length === 0) return { templates, score: 0 };
  const score = (template: string) =>
    needs.reduce(
      (total, need, index) => total + (need.test(template) ? 2 ** (needs.length - index) : 0),
      0,
    );
  const best = Math.max(0, ...templates.map(score));
  return {
    templates: best > 0 ? templates.filter((template) => score(template) === best) : templates,
    score: best,
  };
}

/**
 * A template from the style's own list when it has one (always for minimaliste, or when
 * `voice` asks for it; otherwise half the time), else from the shared list; one the
 * writer's last ideas did not use when the lists have any, and one naming what must show
 * (Story.needs) when some do, from the list that names more of it unless the style's own
 * voice is asked for.
 */
export function pickStyled(story: Story, list: StyledList, voice = false): string {
  const { style, random, memory } = story;
  const needs = story.needs.get(list) ?? [];
  const own = naming(usable(story, list[style] ?? []), needs);
  const shared = naming(usable(story, list.any), needs);
  const preferOwn = voice || style === 'minimaliste' || list.any.length === 0;
  if (own.templates.length > 0 && preferOwn) return memory.pick(own.templates, random);
  if (own.templates.length > 0 && own.score > shared.score) {
    return memory.pick(own.templates, random);
  }
  if (shared.templates.length > 0 && shared.score > own.score) {
    return memory.pick(shared.templates, random);
  }
  return memory.pickEither(own.templates, shared.templates, 0.5, random);
}
