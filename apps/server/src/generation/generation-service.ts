import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  availableNames,
  BRIEF_AVOID_MAX,
  BRIEF_NOTES_MAX,
  type BriefFault,
  CONTEXT_ENTRIES,
  checkIdea,
  cleanIdea,
  DEFAULT_STYLE,
  detectLeadGender,
  developableModes,
  type Gender,
  type IdeaBrief,
  type IdeaFault,
  type IdeaRequest,
  isEmptyBrief,
  isMode,
  isReasoning,
  isStyle,
  keptMaterialOf,
  type Language,
  leadGenderFor,
  MAX_SELECTED_GENRES,
  type Mode,
  NAME_POOLS,
  type NameChoices,
  namesUsedIn,
  pickRandomGenres,
  RANDOM_GENRE_DEFAULT,
  RANDOM_GENRE_MAX,
  RANDOM_GENRE_MIN,
  type RandomSource,
  type RecentIdea,
  readBrief,
  recentPlans,
  recentTitles,
  type StoryPlan,
  type Style,
  sameGenreSetUsedRecently,
  visibleIdea,
} from '@plume/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Hold, releaseHold, settleHold, takeHold } from '../credits/credit-holds';
import type { Db } from '../db/database';
import { generationHistory } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { type HistoryEntry, toHistoryEntry } from '../history/history-entry';
import type { NewHistoryEntry } from '../history/insert-history-entry';
import { AppError } from '../http/app-error';
import { INVALID_TEXT } from '../http/boundary-text';
import type { Logger } from '../logger';
import { EngineError } from './engines/engine-error';
import type { StoryEngine, TokenUsage } from './engines/story-engine';

export interface GenerationDependencies {
  db: Db;
  genres: Promise<GenreCatalogues>;
  engine: StoryEngine;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
}

/** What the route accepts; each field is checked here with SPEC.md's codes. */
export interface GenerationInput {
  genres: string[];
  mode: string;
  style?: string | undefined;
  randomCount?: number | undefined;
  language: Language;
  /** The id of one of the writer's ideas to develop into a richer mode. */
  developFrom?: string | undefined;
  /** Notes, things to avoid and audience (core's readBrief); a developed idea's by default. */
  brief?: unknown;
}

export interface PreparedGeneration {
  request: IdeaRequest;
  /** French canonical labels, as stored. */
  labels: string[];
  hold: Hold;
  /** The idea it develops, if any, and that idea's mode. */
  parentId: string | null;
  parentMode: string | null;
}

export type GenerationEvent =
  /** The model reasons before it writes: nothing to show yet. */
  | { type: 'thinking' }
  | { type: 'delta'; text: string }
  /** The answer broke a rule and is asked for again: what was shown is dropped. */
  | { type: 'retry' }
  | { type: 'done'; entry: HistoryEntry; credits: number };

const badRequest = (code: string, message: string) => new AppError(code, { message, status: 400 });

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
  const parent =
    input.developFrom === undefined
      ? undefined
      : await parentOf(deps.db, userId, input.developFrom);
  if (parent && !developableModes(isMode(parent.mode) ? parent.mode : 'quick').includes(mode)) {
    throw badRequest('generation.notRicher', 'An idea is developed into a richer mode only');
  }
  const brief =
    input.brief === undefined && parent ? (parent.brief ?? {}) : checkBrief(input.brief);
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
  const pool = NAME_POOLS[input.language];
  const index = catalogues.forLanguage(input.language).index;
  const request: IdeaRequest = {
    language: input.language,
    mode,
    style,
    genres: ids.map((id) => {
      const genre = index.byId.get(id);
      return { id, name: genre?.name ?? id, description: genre?.description ?? '' };
    }),
    leadGender: parentLeadGender(parent) ?? leadGenderFor(recent, deps.random),
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
  };
  const hold = await takeHold(deps.db, userId, deps.clock());
  return { request, labels, hold, parentId: parent?.id ?? null, parentMode: parent?.mode ?? null };
}

/**
 * Every language's names: an idea is developed in any language, and its characters keep
 * the names it was first written with.
 */
const ALL_NAMES: NameChoices = {
  female: Object.values(NAME_POOLS).flatMap((pool) => pool.female),
  male: Object.values(NAME_POOLS).flatMap((pool) => pool.male),
  family: Object.values(NAME_POOLS).flatMap((pool) => pool.family),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the writer's own ideas; another writer's is as unknown as a missing one (404). */
async function parentOf(db: Db, userId: string, id: string) {
  const [row] = UUID.test(id)
    ? await db
        .select()
        .from(generationHistory)
        .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
    : [];
  if (!row) {
    throw new AppError('generation.ideaNotFound', { message: 'Idea not found', status: 404 });
  }
  return row;
}

function parentLeadGender(parent: { leadGender: string | null } | undefined): Gender | undefined {
  const gender = parent?.leadGender;
  return gender === 'feminine' || gender === 'masculine' ? gender : undefined;
}

const BRIEF_REFUSALS: Record<BriefFault, { code: string; message: string }> = {
  invalid: { code: 'brief.invalid', message: 'The brief must be an object of texts' },
  invalidText: INVALID_TEXT,
  notesTooLong: {
    code: 'brief.notesTooLong',
    message: `The notes hold at most ${BRIEF_NOTES_MAX} characters`,
  },
  avoidTooLong: {
    code: 'brief.avoidTooLong',
    message: `What to avoid holds at most ${BRIEF_AVOID_MAX} characters`,
  },
  unknownAudience: { code: 'brief.unknownAudience', message: 'Unknown audience' },
};

function checkBrief(value: unknown): IdeaBrief {
  const read = readBrief(value);
  if ('fault' in read) {
    const refusal = BRIEF_REFUSALS[read.fault];
    throw badRequest(refusal.code, refusal.message);
  }
  return read.brief;
}

function checkStyle(style: string): Style {
  if (!isStyle(style)) throw badRequest('errors.badRequest', `Unknown style: ${style}`);
  return style;
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

async function recentIdeas(db: Db, userId: string): Promise<RecentIdea[]> {
  const rows = await db
    .select()
    .from(generationHistory)
    .where(eq(generationHistory.userId, userId))
    .orderBy(desc(generationHistory.createdAt))
    .limit(CONTEXT_ENTRIES);
  return rows.map((row) => ({
    idea: row.idea,
    genres: row.genres,
    mode: isMode(row.mode) ? row.mode : 'quick',
    style: isStyle(row.style) ? row.style : DEFAULT_STYLE,
    ...(row.leadGender === 'feminine' || row.leadGender === 'masculine'
      ? { leadGender: row.leadGender as Gender }
      : {}),
    ...(row.plan ? { plan: row.plan } : {}),
  }));
}

/** An answer is asked for once more when it breaks a rule; a second broken one is refused. */
const MAX_ANSWERS = 2;

/** The refusal a writer reads when the second answer breaks a rule too. */
const REFUSALS: Record<IdeaFault, { code: string; message: string }> = {
  cut: { code: 'generation.answerCut', message: 'The AI’s answer was cut short' },
  title: {
    code: 'generation.answerMalformed',
    message: 'The AI’s answer was not a well-formed idea',
  },
  sections: {
    code: 'generation.answerMalformed',
    message: 'The AI’s answer was not a well-formed idea',
  },
  kept: {
    code: 'generation.answerNotKept',
    message: 'The AI’s answer did not keep the title and characters of the idea it developed',
  },
  language: {
    code: 'generation.answerWrongLanguage',
    message: 'The AI answered in another language',
  },
};

/** Two answers broke the rules: nothing is saved and the credit goes back. */
class AnswerRefused extends Error {
  override name = 'AnswerRefused';
  constructor(readonly fault: IdeaFault) {
    super(`the answer broke a rule twice (${fault})`);
  }
}

interface Answer {
  /** The idea, cleaned (cleanIdea). */
  idea: string;
  /** The model said it had finished: not cut by its token limit, nor a stream ending early. */
  finished: boolean;
  firstChunkMs?: number;
  usage?: TokenUsage;
  plan?: StoryPlan;
}

/** Finish reasons that mean the model did not end the idea itself. */
const CUT_SHORT = new Set(['length', 'content_filter']);

/**
 * One answer of the engine, cleaned. While it streams, the browser is sent only what
 * cleaning will keep (visibleIdea), and told when the model is reasoning first.
 */
async function* streamAnswer(
  deps: GenerationDependencies,
  request: IdeaRequest,
  signal: AbortSignal,
  started: number,
): AsyncGenerator<GenerationEvent, Answer> {
  let raw = '';
  let shown = '';
  let thinking = false;
  let finishReason: string | undefined;
  const answer: Omit<Answer, 'idea' | 'finished'> = {};
  const reports = {
    onUsage: (usage: TokenUsage) => {
      answer.usage = usage;
    },
    onFinish: (reason: string) => {
      finishReason = reason;
    },
    onPlan: (plan: StoryPlan) => {
      answer.plan = plan;
    },
  };
  for await (const chunk of deps.engine.write(request, signal, reports)) {
    answer.firstChunkMs ??= performance.now() - started;
    raw += chunk;
    if (!thinking && shown === '' && isReasoning(raw)) {
      thinking = true;
      yield { type: 'thinking' };
    }
    const visible = visibleIdea(raw, request.mode, request.language);
    if (visible.length > shown.length && visible.startsWith(shown)) {
      yield { type: 'delta', text: visible.slice(shown.length) };
      shown = visible;
    }
  }
  if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
  const idea = cleanIdea(raw, request.mode, request.language);
  // What was held back to the end (the last line) follows what was shown.
  if (idea.length > shown.length && idea.startsWith(shown)) {
    yield { type: 'delta', text: idea.slice(shown.length) };
  }
  const finished = finishReason !== undefined && !CUT_SHORT.has(finishReason);
  return { ...answer, idea, finished };
}

/** The pause before a failed save is tried again: time for a connection to come back. */
const SAVE_RETRY_DELAY_MS = 250;

/** An idea the writer received whole that could not be saved, even on a second try. */
class SaveFailed extends Error {
  override name = 'SaveFailed';
  readonly ideaId: string;
  readonly characters: number;
  constructor(entry: { id: string; idea: string }, cause: unknown) {
    super(`idea ${entry.id} could not be saved`, { cause });
    this.ideaId = entry.id;
    this.characters = entry.idea.length;
  }
}

/**
 * Saves the idea and settles its credit (settleHold), once more after a pause if the first
 * try fails: by now the writer has read the idea whole. Nothing the writer sent can make
 * the insert fail, as prepareGeneration checked it all, so what fails here is the server's
 * own fault (decision 025).
 */
async function saveIdea(
  deps: GenerationDependencies,
  hold: Hold,
  entry: NewHistoryEntry & { id: string },
) {
  try {
    return await settleHold(deps.db, hold, entry, deps.clock());
  } catch (first) {
    deps.logger.warn({ err: first, ideaId: entry.id }, 'idea not saved: trying once more');
    await delay(SAVE_RETRY_DELAY_MS);
    try {
      return await settleHold(deps.db, hold, entry, deps.clock());
    } catch (second) {
      throw new SaveFailed(entry, second);
    }
  }
}

/**
 * Runs the engine and streams the idea as it comes, cleaned of what models add around it,
 * then checks it (core's checkIdea). An answer that breaks a rule is asked for once more
 * with that rule restated, and the browser told to start over; a second one is refused.
 * A good idea is saved and its credit settled in one transaction. Any failure, refusal or
 * abandonment gives the credit back and ends in a 502 (the detail goes to the log); an
 * idea shown whole that could not be saved, in a 503 generation.saveFailed, so the writer
 * knows to copy it.
 */
export async function* runGeneration(
  deps: GenerationDependencies,
  prepared: PreparedGeneration,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  const { request, labels, hold, parentId, parentMode } = prepared;
  const started = performance.now();
  const faults: IdeaFault[] = [];
  const context = {
    engine: deps.engine.name,
    model: deps.engine.model,
    mode: request.mode,
    language: request.language,
  };
  try {
    for (;;) {
      const reminder = faults.at(-1);
      const answer = yield* streamAnswer(
        deps,
        reminder ? { ...request, reminder } : request,
        signal,
        started,
      );
      const fault = checkIdea(answer.idea, request.mode, request.language, {
        finished: answer.finished,
        ...(request.parent ? { kept: request.parent } : {}),
      });
      if (fault) {
        faults.push(fault);
        deps.logger.info({ ...context, fault, tries: faults.length }, 'answer broke a rule');
        if (faults.length === MAX_ANSWERS) throw new AnswerRefused(fault);
        yield { type: 'retry' };
        continue;
      }
      const settled = await saveIdea(deps, hold, {
        id: randomUUID(),
        idea: answer.idea,
        genres: labels,
        mode: request.mode,
        style: request.style,
        leadGender: detectLeadGender(answer.idea, request.language) ?? request.leadGender,
        parentId,
        plan: answer.plan ?? null,
        brief: isEmptyBrief(request.brief) ? null : (request.brief ?? null),
      });
      deps.logger.info(
        {
          ...context,
          tries: faults.length + 1,
          ...(faults.length > 0 ? { faults } : {}),
          firstChunkMs: Math.round(answer.firstChunkMs ?? 0),
          totalMs: Math.round(performance.now() - started),
          characters: answer.idea.length,
          ...(answer.usage ? { tokens: answer.usage } : {}),
        },
        'idea generated',
      );
      yield {
        type: 'done',
        entry: toHistoryEntry(settled.entry, (await deps.genres).canonical, {
          parentMode,
          developments: [],
        }),
        credits: settled.credits,
      };
      return;
    }
  } catch (error) {
    await releaseHold(deps.db, hold, deps.clock()).catch((releaseError: unknown) => {
      // The sweeper gives the credit back once the hold expires (credits/credit-holds.ts).
      deps.logger.error({ err: releaseError, holdId: hold.id }, 'credit hold not released');
    });
    if (error instanceof SaveFailed) {
      deps.logger.error(
        { ...context, err: error.cause, ideaId: error.ideaId, characters: error.characters },
        'idea delivered but not saved: credit given back',
      );
      throw new AppError('generation.saveFailed', {
        message: 'The idea could not be saved: copy it before leaving the page',
        status: 503,
      });
    }
    const refused = error instanceof AnswerRefused;
    deps.logger.warn(
      {
        ...context,
        err: error,
        kind: refused ? 'refused' : error instanceof EngineError ? error.kind : 'internal',
        tries: faults.length + (refused ? 0 : 1),
        ...(faults.length > 0 ? { faults } : {}),
        totalMs: Math.round(performance.now() - started),
      },
      'generation failed: credit given back',
    );
    const refusal = refused ? REFUSALS[error.fault] : undefined;
    throw new AppError(refusal?.code ?? 'generation.generationError', {
      message: refusal?.message ?? 'Error during generation',
      status: 502,
    });
  }
}
