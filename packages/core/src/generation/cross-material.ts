import {
  ELEMENT_NAMES,
  type ElementName,
  type IdeaElements,
  presentElements,
} from './idea-elements';
import { crossedPlan } from './offline/redraw-plan';
import type { StoryPlan } from './offline/story-plan';
import type { RedrawMaterial } from './redraw-idea';

/** A source of a cross, read: the idea's text, elements and plan, and what it gives. */
export interface CrossSource {
  idea: string;
  elements: IdeaElements;
  plan?: StoryPlan | undefined;
  keep: readonly ElementName[];
}

/**
 * What a cross is written from: a redraw of one idea made of the sources' kept elements,
 * each exactly as its idea has it, the others the first source's, to be drawn anew. Its
 * text is the sources' together (where kept people are looked for by name); its plan,
 * when every source has one, the first's with the kept elements' parts (crossedPlan).
 * Undefined when the sources keep every element between them: nothing would be new.
 */
export function crossMaterial(sources: readonly CrossSource[]): RedrawMaterial | undefined {
  const [first] = sources;
  if (!first) return undefined;
  const from = (name: ElementName) => sources.find((source) => source.keep.includes(name)) ?? first;
  const elements: IdeaElements = {
    ...first.elements,
    title: from('title').elements.title,
    lead: from('lead').elements.lead,
    cast: from('cast').elements.cast,
    setting: from('setting').elements.setting,
    conflict: from('conflict').elements.conflict,
    twist: from('twist').elements.twist,
    ending: from('ending').elements.ending,
  };
  const keep = ELEMENT_NAMES.filter((name) =>
    sources.some(
      (source) => source.keep.includes(name) && presentElements(source.elements).includes(name),
    ),
  );
  if (presentElements(elements).every((name) => keep.includes(name))) return undefined;
  const plans = sources.map((source) => source.plan);
  const plan =
    first.plan && plans.every((one) => one !== undefined)
      ? crossedPlan(
          first.plan,
          keep.flatMap((name) => {
            const source = from(name);
            return source.plan && source !== first ? [[name, source.plan] as const] : [];
          }),
        )
      : undefined;
  return {
    idea: sources.map((source) => source.idea).join('\n\n'),
    elements,
    ...(plan ? { plan } : {}),
    keep,
  };
}
