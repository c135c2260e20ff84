import { cardsForEngine, PINNED_CARDS_MAX, type StoryBible } from '@plume/core/bible';
import { withBible } from '@plume/core/bible/server';
import type { RedrawnIdea } from '@plume/core/contracts';
import {
  CANDIDATE_MODES,
  CANDIDATES,
  DEFAULT_STYLE,
  developableModes,
  type IdeaBrief,
  type IdeaRequest,
  isEmptyBrief,
  isMode,
  isStyle,
  keptMaterialOf,
  type Mode,
  type Style,
} from '@plume/core/generation';
import {
  ALL_NAMES,
  availableNames,
  leadGenderFor,
  leadGenderInNotes,
  NAME_POOLS,
  namesUsedIn,
  recentPlans,
  recentTitles,
  sameGenreSetUsedRecently,
} from '@plume/core/generation/server';
import {
  MAX_SELECTED_GENRES,
  pickRandomGenres,
  RANDOM_GENRE_DEFAULT,
  RANDOM_GENRE_MAX,
  RANDOM_GENRE_MIN,
} from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { type Hold, takeHold } from '../credits/credit-holds';
import type { Transaction } from '../db/database';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import type { GenerationDependencies } from './generation-dependencies';
import { badRequest, checkStyle, ownIdea, promptGenres, recentIdeas } from './writer-ideas';

/** What the route accepts; each field is checked here (docs/PRODUCT.md, Generation API). */
export interface GenerationInput {
  genres: string[];
  mode?: Mode | undefined;
  style?: Style | undefined;
  randomCount?: number | undefined;
  language: Language;
  /** The id of one of the writer's ideas to develop into a richer mode. */
  developFrom?: string | undefined;
  /** Notes, things to avoid and audience, as read; a developed idea's by default. */
  brief?: IdeaBrief | undefined;
  /** Ids of the writer's story bible cards a new idea is written with (at most 3). */
  cards?: string[] | undefined;
  /** 1, or CANDIDATES ideas at once for one credit (the contract allows no other value). */
  candidates?: number | undefined;
}

export interface PreparedGeneration {
  request: IdeaRequest;
  /** French canonical labels, as stored. */
  labels: string[];
  hold: Hold;
  /** The idea it develops, if any, and that idea's mode. */
  parentId: string | null;
  parentMode: string | null;
  /** The idea it redraws, if any, with its title. */
  redrawnFrom: RedrawnIdea | null;
  /** The ideas it crosses, in order, with their titles. */
  crossedFrom?: RedrawnIdea[];
  /** What the idea's save writes beside it, in its transaction: a cross's links and cards. */
  alongside?: (tx: Transaction, ideaId: string) => Promise<void>;
}

/**
 * Checks the request, gathers the writer's recent ideas for the prompt rules, and sets a
 * credit aside. Everything that can be refused is refused here, before any text streams.
 */
export async function prepareGeneration(
  deps: GenerationDependencies,
  userId: string,
  input: GenerationInput,
): Promise<PreparedGeneration> {
  if (!isMode(input.mode)) throw badRequest('generation.invalidMode', 'Invalid generation mode');
  const mode: Mode = input.mode;
  const batch = (input.candidates ?? 1) > 1;
  if (batch && !CANDIDATE_MODES.includes(mode)) {
    throw badRequest(
      'generation.candidatesMode',
      'Three at once is for quick and random-genres ideas',
    );
  }
  const { language } = input;
  const parent =
    input.developFrom === undefined ? undefined : await ownIdea(deps.db, userId, input.developFrom);
  if (parent && !developableModes(isMode(parent.mode) ? parent.mode : 'quick').includes(mode)) {
    throw badRequest('generation.notRicher', 'An idea is developed into a richer mode only');
  }
  const brief = input.brief === undefined && parent ? (parent.brief ?? {}) : (input.brief ?? {});
  const style: Style =
    input.style !== undefined
      ? checkStyle(input.style)
      : parent && isStyle(parent.style)
        ? parent.style
        : DEFAULT_STYLE;
  const catalogues = await deps.genres;
  const ids = parent
    ? parent.genres.map((label) => catalogues.canonical(label)?.id ?? label)
    : mode === 'random-genres'
      ? pickRandom(deps, catalogues, input)
      : chosenGenres(catalogues, input);
  const labels = parent ? parent.genres : ids.map((id) => catalogues.canonical(id)?.label ?? id);

  const recent = await recentIdeas(deps.db, userId);
  const pool = NAME_POOLS[language];
  const bible = parent
    ? await lineBible(deps, userId, parent, brief)
    : await pinnedBible(deps, userId, input.cards ?? [], brief);
  const request: IdeaRequest = withBible({
    language,
    mode,
    style,
    genres: promptGenres(catalogues, language, ids),
    // A developed idea keeps its lead; notes that name the lead a woman or a man decide next.
    leadGender:
      parent?.leadGender ?? leadGenderInNotes(brief) ?? leadGenderFor(recent, deps.random),
    names: availableNames(pool, namesUsedIn(recent, pool)),
    // A developed idea keeps its own title and its angle on its genres.
    recentTitles: parent ? [] : recentTitles(recent),
    creativityWarning: !parent && sameGenreSetUsedRecently(labels, recent),
    // What the built-in engine wrote the recent ideas from, so that it writes from others.
    recentPlans: recentPlans(recent),
    ...(isEmptyBrief(brief) ? {} : { brief }),
    ...(parent
      ? {
          parent: {
            idea: parent.idea,
            ...keptMaterialOf(parent.idea, ALL_NAMES),
            plan: parent.plan ?? undefined,
          },
        }
      : {}),
    ...(bible ? { bible } : {}),
    ...(batch ? { candidates: CANDIDATES } : {}),
  });
  const hold = await takeHold(deps.db, userId, deps.clock());
  return {
    request,
    labels,
    hold,
    parentId: parent?.id ?? null,
    parentMode: parent?.mode ?? null,
    redrawnFrom: null,
  };
}

/**
 * The cards a new idea is pinned to (docs/PRODUCT.md, The story bible): at most 3 of the
 * writer's own, none hidden from the engines. Refused before any credit is held.
 */
async function pinnedBible(
  deps: GenerationDependencies,
  userId: string,
  ids: readonly string[],
  brief: IdeaBrief,
): Promise<StoryBible | undefined> {
  const pinned = [...new Set(ids)];
  if (pinned.length === 0) return undefined;
  if (pinned.length > PINNED_CARDS_MAX) {
    throw badRequest('generation.tooManyPins', `At most ${PINNED_CARDS_MAX} cards are pinned`);
  }
  const cards = await deps.bible.pinned(userId, pinned);
  if (cards.some((card) => card.visibility === 'never')) {
    throw badRequest('generation.pinnedHidden', 'A card hidden from the engines cannot be pinned');
  }
  return {
    cards: cardsForEngine(cards, { first: pinned, brief: brief.notes ?? '' }),
    pinned,
    ideas: [],
  };
}

/** A developed idea's: its line's cards the engines may hear of, the ideas it keeps people of. */
async function lineBible(
  deps: GenerationDependencies,
  userId: string,
  parent: { id: string; idea: string },
  brief: IdeaBrief,
): Promise<StoryBible | undefined> {
  const { cards, ideas } = await deps.bible.ofIdea(userId, parent.id);
  if (cards.length === 0) return undefined;
  return {
    cards: cardsForEngine(cards, { brief: brief.notes ?? '', context: parent.idea }),
    pinned: [],
    ideas,
  };
}

function chosenGenres(catalogues: GenreCatalogues, input: GenerationInput): string[] {
  if (input.genres.length > MAX_SELECTED_GENRES) {
    throw badRequest('genres.maxError', 'Maximum 10 genres allowed');
  }
  if (input.genres.length === 0) {
    throw badRequest('generation.selectGenre', 'Please select at least one genre');
  }
  const ids = input.genres.map((label) => {
    const genre = catalogues.canonical(label);
    if (!genre) throw badRequest('genres.unknownGenre', `Unknown genre: ${label.slice(0, 100)}`);
    return genre.id;
  });
  return [...new Set(ids)];
}

function pickRandom(
  deps: GenerationDependencies,
  catalogues: GenreCatalogues,
  input: GenerationInput,
): string[] {
  const count = input.randomCount ?? RANDOM_GENRE_DEFAULT;
  if (!Number.isInteger(count) || count < RANDOM_GENRE_MIN || count > RANDOM_GENRE_MAX) {
    throw badRequest('generation.invalidRandomCount', 'The random genre count must be 2 to 5');
  }
  return pickRandomGenres(catalogues.forLanguage('fr').catalogue, count, deps.random);
}
