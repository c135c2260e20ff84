import { cardsForEngine, cardsForRedraw, type StoryCard } from '@plume/core/bible';
import { withBible } from '@plume/core/bible/server';
import type { Refusal } from '@plume/core/contracts';
import {
  type CrossFault,
  type CrossPick,
  DEFAULT_STYLE,
  type IdeaRequest,
  isEmptyBrief,
  isMode,
  isStyle,
  readCross,
} from '@plume/core/generation';
import {
  availableNames,
  crossMaterial,
  ideaElementsOf,
  languageOfIdea,
  leadGenderFor,
  NAME_POOLS,
  recentPlans,
  recentTitles,
} from '@plume/core/generation/server';
import { MAX_SELECTED_GENRES } from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { copyCardsTo } from '../bible/copy-cards';
import { takeHold } from '../credits/credit-holds';
import { ideaCrosses } from '../db/schema';
import type { GenerationDependencies } from './generation-dependencies';
import type { PreparedGeneration } from './prepare-generation';
import { namesToAvoid } from './prepare-redraw';
import { badRequest, checkStyle, ownIdea, promptGenres, recentIdeas } from './writer-ideas';

/** What the route accepts to cross ideas (docs/PRODUCT.md, Crossing). */
export interface CrossInput {
  cross: CrossPick[];
  style?: string | undefined;
  /** The sources' language, which the new idea is written in; another is refused. */
  language?: Language | undefined;
}

const CROSS_REFUSALS: Record<CrossFault | 'crossLanguage', Refusal> = {
  crossCount: { code: 'generation.crossCount', message: 'Cross two or three different ideas' },
  unknownElement: { code: 'generation.unknownElement', message: 'Unknown story element' },
  crossConflict: {
    code: 'generation.crossConflict',
    message: 'An element is kept from one idea only',
  },
  crossNothingNew: {
    code: 'generation.crossNothingNew',
    message: 'Every element is kept: nothing is left to draw anew',
  },
  crossLanguage: {
    code: 'generation.crossLanguage',
    message: 'Only ideas written in the same language are crossed',
  },
};

function refusal(fault: keyof typeof CROSS_REFUSALS) {
  return badRequest(CROSS_REFUSALS[fault].code, CROSS_REFUSALS[fault].message);
}

/**
 * Checks a cross and sets a credit aside, refusing before any text streams: the picks
 * (readCross), an idea that is not the writer's (404), ideas of different languages, or
 * nothing left to draw. The new idea is a redraw of what the sources keep (core's
 * crossMaterial): the first source's mode and brief, the union of their genres (at most
 * MAX_SELECTED_GENRES), none of their titles or names but the kept ones, and it starts a
 * line of its own, with copies of the cards of what it keeps.
 */
export async function prepareCross(
  deps: GenerationDependencies,
  userId: string,
  input: CrossInput,
): Promise<PreparedGeneration> {
  const read = readCross(input.cross);
  if ('fault' in read) throw refusal(read.fault);
  const rows = [];
  for (const pick of input.cross) rows.push(await ownIdea(deps.db, userId, pick.from));
  const sources = rows.map((row, index) => ({
    row,
    idea: row.idea,
    elements: row.elements ?? ideaElementsOf(row.idea, { plan: row.plan }),
    plan: row.plan ?? undefined,
    keep: read.keeps[index] ?? [],
    language: row.language ?? languageOfIdea(row.idea),
  }));
  const [first] = sources;
  if (!first) throw refusal('crossCount');
  const language = first.language;
  if (sources.some((source) => source.language !== language)) throw refusal('crossLanguage');
  if (input.language !== undefined && input.language !== language) {
    throw refusal('crossLanguage');
  }
  const material = crossMaterial(sources);
  if (!material) throw refusal('crossNothingNew');

  const style =
    input.style !== undefined
      ? checkStyle(input.style)
      : isStyle(first.row.style)
        ? first.row.style
        : DEFAULT_STYLE;
  const catalogues = await deps.genres;
  const labels = [...new Set(sources.flatMap((source) => source.row.genres))].slice(
    0,
    MAX_SELECTED_GENRES,
  );
  const ids = labels.map((label) => catalogues.canonical(label)?.id ?? label);
  const recent = await recentIdeas(deps.db, userId);
  const brief = first.row.brief ?? {};
  // The cards of what each source keeps: the engine is told of them, and the new line
  // starts with copies.
  const kept: StoryCard[] = [];
  const lineIdeas: string[] = [];
  for (const source of sources) {
    const line = await deps.bible.ofIdea(userId, source.row.id);
    const told = cardsForRedraw(line.cards, source, line.ideas);
    const fresh = (card: StoryCard) => !kept.some((other) => other.id === card.id);
    kept.push(...line.cards.filter((card) => told.kept.includes(card.id) && fresh(card)));
    lineIdeas.push(...line.ideas);
  }
  const request: IdeaRequest = withBible({
    language,
    mode: isMode(first.row.mode) ? first.row.mode : 'quick',
    style,
    genres: promptGenres(catalogues, language, ids),
    leadGender:
      material.elements.lead?.gender ?? first.row.leadGender ?? leadGenderFor(recent, deps.random),
    names: availableNames(NAME_POOLS[language], namesToAvoid(recent, sources, language)),
    recentTitles: [
      ...new Set([
        ...recentTitles(recent),
        ...sources.flatMap((source) => (source.elements.title ? [source.elements.title] : [])),
      ]),
    ],
    creativityWarning: false,
    // The sources' own choices are the first avoided for what is drawn anew.
    recentPlans: [
      ...sources.flatMap((source) => (source.plan ? [source.plan] : [])),
      ...recentPlans(recent),
    ],
    ...(isEmptyBrief(brief) ? {} : { brief }),
    redraw: material,
    ...(kept.length > 0
      ? {
          bible: {
            cards: cardsForEngine(kept, {
              first: kept.map((card) => card.id),
              brief: brief.notes ?? '',
              context: material.idea,
            }),
            pinned: [],
            ideas: lineIdeas,
          },
        }
      : {}),
  });
  const hold = await takeHold(deps.db, userId, deps.clock());
  const crossedFrom = sources.map((source) => ({
    id: source.row.id,
    title: source.row.idea.split('\n')[0] ?? '',
  }));
  return {
    request,
    labels,
    hold,
    parentId: null,
    parentMode: null,
    redrawnFrom: null,
    crossedFrom,
    alongside: async (tx, ideaId) => {
      await tx
        .insert(ideaCrosses)
        .values(crossedFrom.map((source, position) => ({ ideaId, sourceId: source.id, position })));
      await copyCardsTo(
        tx,
        ideaId,
        kept.map((card) => card.id),
      );
    },
  };
}
