import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { type CardsTold, pinnedNames } from '@plume/core/bible';
import type { Refusal } from '@plume/core/contracts';
import {
  type IdeaElements,
  type IdeaRequest,
  isEmptyBrief,
  redrawCheckOf,
  withKeptElements,
} from '@plume/core/generation';
import {
  checkIdea,
  cleanIdea,
  detectLeadGender,
  elementsBlockOf,
  type IdeaFault,
  ideaElementsOf,
  isReasoning,
  type StoryPlan,
  visibleIdea,
} from '@plume/core/generation/server';
import { lineCardCounts } from '../bible/bible-reads';
import { type Hold, releaseHold, settleHold } from '../credits/credit-holds';
import type { Transaction } from '../db/database';
import { type HistoryEntry, toHistoryEntry } from '../history/history-entry';
import { insertHistoryEntry, type NewHistoryEntry } from '../history/insert-history-entry';
import { AppError } from '../http/app-error';
import { EngineError } from './engines/engine-error';
import type { TokenUsage } from './engines/story-engine';
import type { GenerationDependencies } from './generation-dependencies';
import type { PreparedGeneration } from './prepare-generation';

export type GenerationEvent =
  /** The model reasons before it writes: nothing to show yet. */
  | { type: 'thinking' }
  /** Text to show; `candidate`: which idea of a batch it belongs to. */
  | { type: 'delta'; text: string; candidate?: number }
  /** Which of the story bible's cards the engine was told of, and which it was not. */
  | { type: 'cards'; cards: CardsTold }
  /** The answer (or a batch's `candidate`) broke a rule and is asked for again: what was shown is dropped. */
  | { type: 'retry'; candidate?: number }
  | { type: 'done'; entry: HistoryEntry; credits: number; cards?: CardsTold }
  | { type: 'done'; entries: HistoryEntry[]; credits: number; cards?: CardsTold };

/** An answer is asked for once more when it breaks a rule; a second broken one is refused. */
export const MAX_ANSWERS = 2;

/** The refusal a writer reads when the second answer breaks a rule too. */
const REFUSALS: Record<IdeaFault, Refusal> = {
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
  pinned: {
    code: 'generation.answerNotPinned',
    message: 'The AI’s answer left out a story bible card the writer pinned',
  },
  language: {
    code: 'generation.answerWrongLanguage',
    message: 'The AI answered in another language',
  },
};

/** A redrawn idea's answer that dropped what it kept, or kept what it was to replace. */
const NOT_REDRAWN: Refusal = {
  code: 'generation.answerNotRedrawn',
  message: 'The AI’s answer did not keep the elements it was to keep, or kept one to replace',
};

/**
 * The elements saved with an idea: its plan's, else the block its AI wrote, else its
 * text's; a redrawn idea's kept ones are its parent's, whatever an AI's block says.
 */
export function elementsOfAnswer(request: IdeaRequest, answer: Answer): IdeaElements {
  const elements = ideaElementsOf(answer.idea, { plan: answer.plan, block: answer.block });
  return request.redraw && !answer.plan
    ? withKeptElements(elements, request.redraw, request.language)
    : elements;
}

/** Two answers broke the rules: nothing is saved and the credit goes back. */
export class AnswerRefused extends Error {
  override name = 'AnswerRefused';
  constructor(readonly fault: IdeaFault) {
    super(`the answer broke a rule twice (${fault})`);
  }
}

export interface Answer {
  /** The idea, cleaned (cleanIdea). */
  idea: string;
  /** The model said it had finished: not cut by its token limit, nor a stream ending early. */
  finished: boolean;
  firstChunkMs?: number;
  usage?: TokenUsage;
  plan?: StoryPlan;
  /** What the elements block after the idea holds, parsed (an AI's; elements-block.ts). */
  block?: unknown;
  /** Which of the story bible's cards the engine was told of. */
  cards?: CardsTold;
}

/** Finish reasons that mean the model did not end the idea itself. */
export const CUT_SHORT = new Set(['length', 'content_filter']);

/**
 * One answer of the engine, cleaned. While it streams, the browser is sent only what
 * cleaning will keep (visibleIdea), and told when the model is reasoning first.
 */
export async function* streamAnswer(
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
    onCards: (cards: CardsTold) => {
      answer.cards = cards;
    },
  };
  let cardsSaid = false;
  for await (const chunk of deps.engine.write(request, signal, reports)) {
    answer.firstChunkMs ??= performance.now() - started;
    // Engines tell which cards they were given before they write.
    if (answer.cards && !cardsSaid) {
      cardsSaid = true;
      yield { type: 'cards', cards: answer.cards };
    }
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
  return { ...answer, idea, finished, block: elementsBlockOf(raw) };
}

/** The pause before a failed save is tried again: time for a connection to come back. */
const SAVE_RETRY_DELAY_MS = 250;

/** Ideas the writer received whole that could not be saved, even on a second try. */
class SaveFailed extends Error {
  override name = 'SaveFailed';
  readonly ideaIds: string[];
  readonly characters: number;
  constructor(entries: readonly { id: string; idea: string }[], cause: unknown) {
    super(`ideas ${entries.map((entry) => entry.id).join(', ')} could not be saved`, { cause });
    this.ideaIds = entries.map((entry) => entry.id);
    this.characters = entries.reduce((sum, entry) => sum + entry.idea.length, 0);
  }
}

/**
 * Saves the ideas (one, or a batch's) and settles their credit (settleHold), once more
 * after a pause if the first try fails: by now the writer has read them whole. Nothing the
 * writer sent can make the insert fail, as prepareGeneration checked it all, so what fails
 * here is the server's own fault (decision 025). A batch's ideas are saved newest first in
 * its order, a millisecond apart, so that the history lists them in it.
 */
export async function saveIdeas(
  deps: GenerationDependencies,
  hold: Hold,
  entries: readonly (NewHistoryEntry & { id: string })[],
  alongside?: PreparedGeneration['alongside'],
) {
  const save = async (tx: Transaction) => {
    const now = deps.clock().getTime();
    const saved = [];
    for (const [index, entry] of entries.entries()) {
      saved.push(await insertHistoryEntry(tx, hold.userId, entry, new Date(now - index)));
      await alongside?.(tx, entry.id);
    }
    return saved;
  };
  const ideaIds = entries.map((entry) => entry.id);
  try {
    return await settleHold(deps.db, hold, save);
  } catch (first) {
    deps.logger.warn({ err: first, ideaIds }, 'idea not saved: trying once more');
    await delay(SAVE_RETRY_DELAY_MS);
    try {
      return await settleHold(deps.db, hold, save);
    } catch (second) {
      throw new SaveFailed(entries, second);
    }
  }
}

/** The rule an answer breaks, if any (core's checkIdea), with what it must keep. */
export function faultOf(request: IdeaRequest, answer: Answer): IdeaFault | undefined {
  const kept = request.parent ?? (request.redraw && redrawCheckOf(request.redraw));
  return (
    checkIdea(answer.idea, request.mode, request.language, {
      finished: answer.finished,
      ...(kept ? { kept } : {}),
      pinned: pinnedNames(request.bible),
    }) ?? undefined
  );
}

/** The row to save for a good answer. */
export function entryOf(
  prepared: PreparedGeneration,
  answer: Answer,
  batch?: { id: string; index: number },
): NewHistoryEntry & { id: string } {
  const { request, labels, parentId, redrawnFrom } = prepared;
  return {
    id: randomUUID(),
    idea: answer.idea,
    genres: labels,
    mode: request.mode,
    style: request.style,
    language: request.language,
    leadGender: detectLeadGender(answer.idea, request.language) ?? request.leadGender,
    parentId,
    redrawnFrom: redrawnFrom?.id ?? null,
    plan: answer.plan ?? null,
    elements: elementsOfAnswer(request, answer),
    brief: isEmptyBrief(request.brief) ? null : (request.brief ?? null),
    ...(batch ? { batchId: batch.id, batchIndex: batch.index } : {}),
  };
}

/** What the logs say of a generation: the engine, and what was asked. */
export function logContext(deps: GenerationDependencies, request: IdeaRequest) {
  return {
    engine: deps.engine.name,
    model: deps.engine.model,
    mode: request.mode,
    language: request.language,
    ...(request.candidates ? { candidates: request.candidates } : {}),
  };
}

/**
 * After a failure, refusal or abandonment: gives the credit back, logs what happened and
 * says what the writer reads, a 503 generation.saveFailed for ideas shown whole but not
 * saved, else a 502.
 */
export async function failedGeneration(
  deps: GenerationDependencies,
  prepared: PreparedGeneration,
  error: unknown,
  tries: { faults: readonly IdeaFault[]; started: number },
): Promise<AppError> {
  const { request, hold } = prepared;
  const context = logContext(deps, request);
  const { faults } = tries;
  await releaseHold(deps.db, hold, deps.clock()).catch((releaseError: unknown) => {
    // The sweeper gives the credit back once the hold expires (credits/credit-holds.ts).
    deps.logger.error({ err: releaseError, holdId: hold.id }, 'credit hold not released');
  });
  if (error instanceof SaveFailed) {
    deps.logger.error(
      { ...context, err: error.cause, ideaIds: error.ideaIds, characters: error.characters },
      'idea delivered but not saved: credit given back',
    );
    return new AppError('generation.saveFailed', {
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
      totalMs: Math.round(performance.now() - tries.started),
    },
    'generation failed: credit given back',
  );
  const refusal = refused
    ? request.redraw && error.fault === 'kept'
      ? NOT_REDRAWN
      : REFUSALS[error.fault]
    : undefined;
  return new AppError(refusal?.code ?? 'generation.generationError', {
    message: refusal?.message ?? 'Error during generation',
    status: 502,
  });
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
  const { request, hold, parentMode, redrawnFrom, crossedFrom } = prepared;
  const started = performance.now();
  const faults: IdeaFault[] = [];
  const context = logContext(deps, request);
  try {
    for (;;) {
      const reminder = faults.at(-1);
      const answer = yield* streamAnswer(
        deps,
        reminder ? { ...request, reminder } : request,
        signal,
        started,
      );
      const fault = faultOf(request, answer);
      if (fault) {
        faults.push(fault);
        deps.logger.info({ ...context, fault, tries: faults.length }, 'answer broke a rule');
        if (faults.length === MAX_ANSWERS) throw new AnswerRefused(fault);
        yield { type: 'retry' };
        continue;
      }
      const settled = await saveIdeas(deps, hold, [entryOf(prepared, answer)], prepared.alongside);
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
      const [saved] = settled.saved;
      if (!saved) throw new Error('the idea was not saved');
      const lineCards = await lineCardCounts(deps.db, hold.userId, [saved.id]);
      yield {
        type: 'done',
        entry: toHistoryEntry(saved, (await deps.genres).canonical, {
          parentMode,
          developments: [],
          redrawnFrom,
          redraws: [],
          crossedFrom: crossedFrom ?? [],
          crossings: [],
          shared: false,
          lineCards: lineCards.get(saved.id) ?? 0,
        }),
        credits: settled.credits,
        ...(answer.cards ? { cards: answer.cards } : {}),
      };
      return;
    }
  } catch (error) {
    throw await failedGeneration(deps, prepared, error, { faults, started });
  }
}
