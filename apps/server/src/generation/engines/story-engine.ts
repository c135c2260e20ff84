import type { CardsTold } from '@plume/core/bible';
import type { IdeaRequest } from '@plume/core/generation';
import type { StoryPlan } from '@plume/core/generation/server';

/** What a provider says the idea cost, when it says (OpenRouter adds `cost`). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  cost?: number;
}

/** What an engine learns besides the text, as it writes. */
export interface EngineReports {
  /** The token usage, when the provider says. */
  onUsage?: (usage: TokenUsage) => void;
  /**
   * Why the model stopped: 'stop' when it finished, 'length' when its token limit cut it.
   * Not called when a stream ends without saying.
   */
  onFinish?: (reason: string) => void;
  /** The built-in engine's plan of the idea (what developing it keeps), or of a batch's `candidate`. */
  onPlan?: (plan: StoryPlan, candidate?: number) => void;
  /** With a story bible: the cards the engine was told of and those it was not, before it writes. */
  onCards?: (cards: CardsTold) => void;
}

/**
 * Writes one idea as a stream of text, or a batch's ideas each after its marker line when
 * the request asks for `candidates` (core's candidates.ts): the built-in engine and the AI endpoints behind one
 * interface (docs/PRODUCT.md, Engines). Rejects with an EngineError; stops when `signal`
 * aborts.
 */
export interface StoryEngine {
  /** As /api/health and the logs name it. */
  readonly name: 'offline' | 'openrouter' | 'openai-compatible';
  /** The model it asks, for the logs. */
  readonly model: string;
  write(request: IdeaRequest, signal: AbortSignal, reports?: EngineReports): AsyncIterable<string>;
}
