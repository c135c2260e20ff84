import { cardsForEngine, cardsForRedraw } from '@plume/core/bible';
import { withBible } from '@plume/core/bible/server';
import type { Refusal } from '@plume/core/contracts';
import {
  DEFAULT_STYLE,
  type IdeaElements,
  type IdeaRequest,
  isElementName,
  isEmptyBrief,
  isMode,
  isStyle,
  type KeepFault,
  peopleOf,
  readKeep,
} from '@plume/core/generation';
import {
  availableNames,
  ideaElementsOf,
  languageOfIdea,
  leadGenderFor,
  NAME_POOLS,
  namesUsedIn,
  type RecentIdea,
  recentPlans,
  recentTitles,
} from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import { takeHold } from '../credits/credit-holds';
import type { GenerationDependencies } from './generation-dependencies';
import type { PreparedGeneration } from './prepare-generation';
import { badRequest, checkStyle, ownIdea, promptGenres, recentIdeas } from './writer-ideas';

/** What the route accepts to redraw an idea (docs/PRODUCT.md, Generation API). */
export interface RedrawInput {
  /** The id of one of the writer's ideas. */
  redrawFrom: string;
  /** The story elements to keep; any other is drawn anew. */
  keep: string[];
  style?: string | undefined;
  /** The new idea's language: the idea's own unless nothing is kept. */
  language?: Language | undefined;
}

/**
 * Checks a redraw and sets a credit aside, refusing before any text streams: an unknown
 * element (400 generation.unknownElement), an idea that is not the writer's (404), every
 * element the idea has kept (400 generation.nothingToRedraw), another language while
 * keeping anything (400 generation.redrawLanguage). The new idea takes the idea's mode,
 * genres and brief, its lead's gender, and no name or title it had that is not kept.
 */
export async function prepareRedraw(
  deps: GenerationDependencies,
  userId: string,
  input: RedrawInput,
): Promise<PreparedGeneration> {
  if (!input.keep.every(isElementName)) throw refusal('unknownElement');
  const parent = await ownIdea(deps.db, userId, input.redrawFrom);
  const elements = parent.elements ?? ideaElementsOf(parent.idea, { plan: parent.plan });
  const read = readKeep(input.keep, elements);
  if ('fault' in read) throw refusal(read.fault);
  const parentLanguage = parent.language ?? languageOfIdea(parent.idea);
  const language = input.language ?? parentLanguage;
  if (language !== parentLanguage && read.keep.length > 0) {
    throw badRequest(
      'generation.redrawLanguage',
      'An idea that keeps some of its elements is redrawn in its own language',
    );
  }
  const style =
    input.style !== undefined
      ? checkStyle(input.style)
      : isStyle(parent.style)
        ? parent.style
        : DEFAULT_STYLE;
  const catalogues = await deps.genres;
  const ids = parent.genres.map((label) => catalogues.canonical(label)?.id ?? label);
  const recent = await recentIdeas(deps.db, userId);
  const brief = parent.brief ?? {};
  const keepsTitle = read.keep.includes('title');
  // The line's cards, but those of what is drawn anew; those of what is kept come first.
  const line = await deps.bible.ofIdea(userId, parent.id);
  const told = cardsForRedraw(line.cards, { elements, keep: read.keep }, line.ideas);
  const request: IdeaRequest = withBible({
    language,
    mode: isMode(parent.mode) ? parent.mode : 'quick',
    style,
    genres: promptGenres(catalogues, language, ids),
    // The kept phrases agree with the lead as they did, whoever plays the part.
    leadGender: parent.leadGender ?? elements.lead?.gender ?? leadGenderFor(recent, deps.random),
    names: availableNames(
      NAME_POOLS[language],
      namesToAvoid(recent, [{ idea: parent.idea, elements }], language),
    ),
    recentTitles: keepsTitle
      ? []
      : [...new Set([...recentTitles(recent), ...(elements.title ? [elements.title] : [])])],
    creativityWarning: false,
    recentPlans: recentPlans(recent),
    ...(isEmptyBrief(brief) ? {} : { brief }),
    redraw: { idea: parent.idea, elements, plan: parent.plan ?? undefined, keep: read.keep },
    ...(told.cards.length > 0
      ? {
          bible: {
            cards: cardsForEngine(told.cards, {
              first: told.kept,
              brief: brief.notes ?? '',
              context: parent.idea,
            }),
            pinned: [],
            ideas: line.ideas,
          },
        }
      : {}),
  });
  const hold = await takeHold(deps.db, userId, deps.clock());
  return {
    request,
    labels: parent.genres,
    hold,
    parentId: null,
    parentMode: null,
    redrawnFrom: { id: parent.id, title: parent.idea.split('\n')[0] ?? '' },
  };
}

const KEEP_REFUSALS: Record<KeepFault, Refusal> = {
  unknownElement: { code: 'generation.unknownElement', message: 'Unknown story element' },
  nothingToRedraw: {
    code: 'generation.nothingToRedraw',
    message: 'Every element of the idea is kept: nothing is left to redraw',
  },
};

function refusal(fault: KeepFault) {
  return badRequest(KEEP_REFUSALS[fault].code, KEEP_REFUSALS[fault].message);
}

/**
 * The names a redrawn or crossed idea's new people may not take: those of the recent
 * ideas, and every name of the ideas it comes from, their texts' and their elements' (a
 * quick idea may leave one unsaid).
 */
export function namesToAvoid(
  recent: readonly RecentIdea[],
  sources: readonly { idea: string; elements: IdeaElements }[],
  language: Language,
): string[] {
  const pool = NAME_POOLS[language];
  const texts: RecentIdea[] = sources.map(({ idea }) => ({
    idea,
    genres: [],
    mode: 'quick',
    style: DEFAULT_STYLE,
  }));
  return [
    ...namesUsedIn(texts, pool),
    ...namesUsedIn(recent, pool),
    ...sources.flatMap(({ elements }) =>
      peopleOf(elements).flatMap((person) => person.name.split(' ')),
    ),
  ];
}
