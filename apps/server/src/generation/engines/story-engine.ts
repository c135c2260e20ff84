import type { IdeaRequest } from '@plume/core';

/** What a provider says the idea cost, when it says (OpenRouter adds `cost`). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  cost?: number;
}

/**
 * Writes one idea as a stream of text (ARCHITECTURE.md: one interface, two
 * implementations). Rejects with an EngineError; stops when `signal` aborts.
 */
export interface StoryEngine {
  /** As /api/health and the logs name it. */
  readonly name: 'offline' | 'openrouter' | 'openai-compatible';
  write(
    request: IdeaRequest,
    signal: AbortSignal,
    onUsage?: (usage: TokenUsage) => void,
  ): AsyncIterable<string>;
}
