import { randomUUID } from 'node:crypto';
import type { CardsTold } from '@plume/core/bible';
import {
  CANDIDATES,
  extractTitle,
  type IdeaRequest,
  splitCandidates,
} from '@plume/core/generation';
import {
  cleanIdea,
  elementsBlockOf,
  type IdeaFault,
  isReasoning,
  type StoryPlan,
  visibleIdea,
} from '@plume/core/generation/server';
import { lineCardCounts } from '../bible/bible-reads';
import { toHistoryEntry } from '../history/history-entry';
import { EngineError } from './engines/engine-error';
import type { TokenUsage } from './engines/story-engine';
import type { GenerationDependencies } from './generation-dependencies';
import type { PreparedGeneration } from './prepare-generation';
import {
  type Answer,
  AnswerRefused,
  CUT_SHORT,
  entryOf,
  failedGeneration,
  faultOf,
  type GenerationEvent,
  logContext,
  saveIdeas,
  streamAnswer,
} from './run-generation';

/**
 * One answer of the engine holding the batch's ideas, each after its marker line, split
 * as it streams: each idea's text goes out as `delta` events with its `candidate`, only
 * what cleaning will keep (visibleIdea). Ideas the answer lacks are missing from the list.
 */
async function* streamBatch(
  deps: GenerationDependencies,
  request: IdeaRequest,
  signal: AbortSignal,
  started: number,
): AsyncGenerator<GenerationEvent, (Answer | undefined)[]> {
  let raw = '';
  let thinking = false;
  let finishReason: string | undefined;
  let usage: TokenUsage | undefined;
  let cards: CardsTold | undefined;
  let firstChunkMs: number | undefined;
  const plans: StoryPlan[] = [];
  const shown: string[] = [];
  const reports = {
    onUsage: (reported: TokenUsage) => {
      usage = reported;
    },
    onFinish: (reason: string) => {
      finishReason = reason;
    },
    onPlan: (plan: StoryPlan, candidate = 0) => {
      plans[candidate] = plan;
    },
    onCards: (told: CardsTold) => {
      cards = told;
    },
  };
  let cardsSaid = false;
  for await (const chunk of deps.engine.write(request, signal, reports)) {
    firstChunkMs ??= performance.now() - started;
    if (cards && !cardsSaid) {
      cardsSaid = true;
      yield { type: 'cards', cards };
    }
    raw += chunk;
    const parts = splitCandidates(raw);
    if (!thinking && parts.length === 0 && isReasoning(raw)) {
      thinking = true;
      yield { type: 'thinking' };
    }
    for (const [candidate, part] of parts.slice(0, CANDIDATES).entries()) {
      const before = shown[candidate] ?? '';
      const visible = visibleIdea(part, request.mode, request.language);
      if (visible.length > before.length && visible.startsWith(before)) {
        yield { type: 'delta', text: visible.slice(before.length), candidate };
        shown[candidate] = visible;
      }
    }
  }
  if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
  const finished = finishReason !== undefined && !CUT_SHORT.has(finishReason);
  const answers: (Answer | undefined)[] = [];
  for (const [candidate, part] of splitCandidates(raw).slice(0, CANDIDATES).entries()) {
    const idea = cleanIdea(part, request.mode, request.language);
    const before = shown[candidate] ?? '';
    if (idea.length > before.length && idea.startsWith(before)) {
      yield { type: 'delta', text: idea.slice(before.length), candidate };
    }
    answers[candidate] = {
      idea,
      finished,
      block: elementsBlockOf(part),
      ...(firstChunkMs === undefined ? {} : { firstChunkMs }),
      ...(candidate === 0 && usage ? { usage } : {}),
      ...(plans[candidate] ? { plan: plans[candidate] } : {}),
      ...(cards ? { cards } : {}),
    };
  }
  return answers;
}

/** A single answer's events as one candidate's: its text and its retry carry its place. */
async function* asCandidate(
  events: AsyncGenerator<GenerationEvent, Answer>,
  candidate: number,
): AsyncGenerator<GenerationEvent, Answer> {
  for (;;) {
    const next = await events.next();
    if (next.done) return next.value;
    const event = next.value;
    if (event.type === 'delta' || event.type === 'retry') yield { ...event, candidate };
    else if (event.type === 'thinking') yield event;
  }
}

/**
 * Writes a batch (docs/PRODUCT.md, Three at once): one answer of the engine with the
 * CANDIDATES ideas, each checked as a single idea is. One that breaks a rule, or that the
 * answer lacks, is asked for again alone, once, told the others' titles; if it fails
 * again the whole batch is refused and its credit given back, so a writer never pays for
 * part of one. The ideas are saved together, with one batch id, for the one credit held.
 */
export async function* runBatch(
  deps: GenerationDependencies,
  prepared: PreparedGeneration,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  const { request, hold } = prepared;
  const started = performance.now();
  const faults: IdeaFault[] = [];
  const context = logContext(deps, request);
  try {
    const drafts = yield* streamBatch(deps, request, signal, started);
    const answers: Answer[] = [];
    for (let candidate = 0; candidate < CANDIDATES; candidate++) {
      let answer = drafts[candidate];
      let fault = answer ? faultOf(request, answer) : 'sections';
      if (fault || !answer) {
        faults.push(fault ?? 'sections');
        deps.logger.info({ ...context, fault, candidate }, 'candidate broke a rule');
        yield { type: 'retry', candidate };
        const others = drafts.flatMap((other, at) =>
          other && at !== candidate ? [extractTitle(other.idea) ?? ''] : [],
        );
        const alone: IdeaRequest = {
          ...request,
          candidates: undefined,
          reminder: fault ?? 'sections',
          recentTitles: [...others, ...request.recentTitles],
        };
        answer = yield* asCandidate(streamAnswer(deps, alone, signal, started), candidate);
        fault = faultOf(request, answer);
        if (fault) throw new AnswerRefused(fault);
      }
      answers.push(answer);
    }
    const batch = randomUUID();
    const settled = await saveIdeas(
      deps,
      hold,
      answers.map((answer, index) => entryOf(prepared, answer, { id: batch, index })),
    );
    deps.logger.info(
      {
        ...context,
        ...(faults.length > 0 ? { faults } : {}),
        firstChunkMs: Math.round(answers[0]?.firstChunkMs ?? 0),
        totalMs: Math.round(performance.now() - started),
        characters: answers.reduce((sum, answer) => sum + answer.idea.length, 0),
        ...(answers[0]?.usage ? { tokens: answers[0].usage } : {}),
      },
      'batch generated',
    );
    const { canonical } = await deps.genres;
    const lineCards = await lineCardCounts(
      deps.db,
      hold.userId,
      settled.saved.map((row) => row.id),
    );
    const [first] = answers;
    yield {
      type: 'done',
      entries: settled.saved.map((row) =>
        toHistoryEntry(row, canonical, {
          parentMode: null,
          developments: [],
          redrawnFrom: null,
          redraws: [],
          crossedFrom: [],
          crossings: [],
          shared: false,
          lineCards: lineCards.get(row.id) ?? 0,
        }),
      ),
      credits: settled.credits,
      ...(first?.cards ? { cards: first.cards } : {}),
    };
  } catch (error) {
    throw await failedGeneration(deps, prepared, error, { faults, started });
  }
}
