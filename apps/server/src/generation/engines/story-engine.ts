import type { IdeaRequest } from '@plume/core';

/**
 * Writes one idea as a stream of text (ARCHITECTURE.md: one interface, two
 * implementations). Rejects with an EngineError; stops when `signal` aborts.
 */
export interface StoryEngine {
  /** As /api/health and the logs name it. */
  readonly name: 'offline' | 'openrouter' | 'openai-compatible';
  write(request: IdeaRequest, signal: AbortSignal): AsyncIterable<string>;
}
