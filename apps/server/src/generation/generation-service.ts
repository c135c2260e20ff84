import {
  availableNames,
  CONTEXT_ENTRIES,
  DEFAULT_STYLE,
  detectLeadGender,
  type Gender,
  type IdeaRequest,
  isMode,
  isStyle,
  type Language,
  leadGenderFor,
  MAX_SELECTED_GENRES,
  type Mode,
  NAME_POOLS,
  namesUsedIn,
  pickRandomGenres,
  RANDOM_GENRE_DEFAULT,
  RANDOM_GENRE_MAX,
  RANDOM_GENRE_MIN,
  type RandomSource,
  type RecentIdea,
  recentTitles,
  type Style,
  sameGenreSetUsedRecently,
} from '@plume/core';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type Hold, releaseHold, settleHold, takeHold } from '../credits/credit-holds';
import type { Db } from '../db/client';
import { generationHistory } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { type HistoryEntry, toHistoryEntry } from '../history/history-entry';
import { AppError } from '../http/app-error';
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
}

export interface PreparedGeneration {
  request: IdeaRequest;
  /** French canonical labels, as stored. */
  labels: string[];
  hold: Hold;
}

export type GenerationEvent =
  | { type: 'delta'; text: string }
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
  const style: Style = input.style === undefined ? DEFAULT_STYLE : checkStyle(input.style);
  const catalogues = await deps.genres;
  const ids =
    mode === 'random-genres'
      ? pickRandom(deps, catalogues, input)
      : chosenGenres(catalogues, input);
  const labels = ids.map((id) => catalogues.canonical(id)?.label ?? id);

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
    leadGender: leadGenderFor(recent, deps.random),
    names: availableNames(pool, namesUsedIn(recent, pool)),
    recentTitles: recentTitles(recent),
    creativityWarning: sameGenreSetUsedRecently(labels, recent),
  };
  const hold = await takeHold(deps.db, userId, deps.clock());
  return { request, labels, hold };
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
  }));
}

/**
 * Runs the engine and yields the text as it comes, then saves the idea and settles the
 * credit in one transaction. Any failure or abandonment gives the credit back and ends in
 * a 502 generation.generationError (the detail goes to the log).
 */
export async function* runGeneration(
  deps: GenerationDependencies,
  prepared: PreparedGeneration,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  const { request, labels, hold } = prepared;
  const started = performance.now();
  let firstChunkMs: number | undefined;
  let text = '';
  let usage: TokenUsage | undefined;
  const onUsage = (reported: TokenUsage) => {
    usage = reported;
  };
  try {
    for await (const chunk of deps.engine.write(request, signal, onUsage)) {
      firstChunkMs ??= performance.now() - started;
      text += chunk;
      yield { type: 'delta', text: chunk };
    }
    if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
    const idea = text.trim();
    if (idea === '') throw new EngineError('invalidResponse', 'Invalid API response');
    const settled = await settleHold(
      deps.db,
      hold,
      {
        idea,
        genres: labels,
        mode: request.mode,
        style: request.style,
        leadGender: detectLeadGender(idea, request.language) ?? request.leadGender,
      },
      deps.clock(),
    );
    deps.logger.info(
      {
        engine: deps.engine.name,
        mode: request.mode,
        language: request.language,
        firstChunkMs: Math.round(firstChunkMs ?? 0),
        totalMs: Math.round(performance.now() - started),
        characters: idea.length,
        ...(usage ? { tokens: usage } : {}),
      },
      'idea generated',
    );
    yield {
      type: 'done',
      entry: toHistoryEntry(settled.entry, (await deps.genres).canonical),
      credits: settled.credits,
    };
  } catch (error) {
    await releaseHold(deps.db, hold, deps.clock());
    deps.logger.warn(
      {
        engine: deps.engine.name,
        err: error,
        kind: error instanceof EngineError ? error.kind : 'internal',
        totalMs: Math.round(performance.now() - started),
      },
      'generation failed: credit given back',
    );
    throw new AppError('generation.generationError', {
      message: 'Error during generation',
      status: 502,
    });
  }
}
