import { randomUUID } from 'node:crypto';
import type { StoryCard } from '@plume/core/bible';
import type { Refusal } from '@plume/core/contracts';
import {
  BEAT_CHANGE_MAX,
  BEAT_SUMMARY_MAX,
  BEAT_TITLE_MAX,
  type OutlineBeat,
  STRUCTURES,
  type StructureId,
} from '@plume/core/outline';
import {
  type AnswerBeat,
  buildOutlinePrompt,
  type OutlineFault,
  type OutlinePromptInput,
  readOutlineAnswer,
} from '@plume/core/outline/server';
import { foldAccents } from '@plume/core/text';
import type { ChatEngineConfig } from '../config';
import { streamChatCompletion } from '../generation/engines/chat-completions';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { OutlineCards } from './built-in-outline';

/** An answer is asked for once more when it fails a check; a second failing one is refused. */
const MAX_ANSWERS = 2;

const REJECTED: Refusal = {
  code: 'outline.answerRejected',
  message: 'The AI’s outline did not pass the checks',
};

export type AiOutlineEvent = { type: 'retry' } | { type: 'answer'; beats: AnswerBeat[] };

/**
 * Asks the AI for an outline in one call and checks its answer (core's readOutlineAnswer)
 * before anything is charged: a failing answer is asked for again once, with what it got
 * wrong; a second one is refused with `outline.answerRejected` (502), and the caller gives
 * the credit back.
 */
export async function* askForOutline(
  chat: ChatEngineConfig,
  input: Omit<OutlinePromptInput, 'reminder' | 'bibleBudget'>,
  expect: Parameters<typeof readOutlineAnswer>[1],
  logger: Logger,
  signal?: AbortSignal,
): AsyncGenerator<AiOutlineEvent> {
  let reminder: OutlineFault | undefined;
  for (let attempt = 1; attempt <= MAX_ANSWERS; attempt++) {
    const prompt = buildOutlinePrompt({ ...input, bibleBudget: chat.bibleBudget, reminder });
    let text = '';
    for await (const piece of streamChatCompletion(chat, prompt, signal, {}, { json: true })) {
      text += piece;
    }
    const read = readOutlineAnswer(text, expect);
    if ('beats' in read) {
      yield { type: 'answer', beats: read.beats };
      return;
    }
    logger.info({ fault: read.fault, attempt, model: chat.model }, 'outline answer failed a check');
    reminder = read.fault;
    if (attempt < MAX_ANSWERS) yield { type: 'retry' };
  }
  throw new AppError(REJECTED.code, { message: REJECTED.message, status: 502 });
}

const fold = (name: string) => foldAccents(name).toLowerCase().trim();

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The card a name the AI gave stands for: by its name, an alias, or its first name. */
function cardNamed(cards: readonly StoryCard[], name: string): StoryCard | undefined {
  const wanted = fold(name);
  return cards.find((card) =>
    [card.name, ...card.aliases, card.name.split(' ')[0] ?? ''].some(
      (alias) => alias !== '' && fold(alias) === wanted,
    ),
  );
}

/** An AI's beat as the outline keeps it: in its structure's place, its people as cards. */
export function fromAnswer(
  beat: AnswerBeat,
  structure: StructureId,
  cards: readonly StoryCard[],
  own: OutlineCards,
  words: number,
): OutlineBeat {
  const place = STRUCTURES[structure].beats.find((entry) => entry.key === beat.key);
  const cast = beat.people.flatMap((name) => {
    const card = cardNamed(cards, name);
    return card?.type === 'person' ? [card.id] : [];
  });
  return {
    id: randomUUID(),
    key: beat.key,
    act: place?.act ?? 1,
    title: clip(beat.title, BEAT_TITLE_MAX),
    summary: clip(beat.summary, BEAT_SUMMARY_MAX),
    change: clip(beat.change, BEAT_CHANGE_MAX),
    pov: own.people.lead ?? null,
    cast: [...new Set(cast)],
    place: own.place,
    pct: place?.pct ?? 0,
    words,
    locked: false,
    source: 'ai',
  };
}
