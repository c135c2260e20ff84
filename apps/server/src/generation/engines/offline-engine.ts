import { type RandomSource, streamOfflineIdea } from '@plume/core';
import { EngineError } from './engine-error';
import type { StoryEngine } from './story-engine';

/**
 * The embedded engine: core's procedural generator, streamed chunk by chunk with a
 * yield to the event loop between chunks, so the server keeps answering others.
 */
export function createOfflineEngine(random: RandomSource): StoryEngine {
  return {
    name: 'offline',
    model: 'built-in',
    async *write(request, signal, reports) {
      for (const chunk of streamOfflineIdea(request, random)) {
        if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
        yield chunk;
        await new Promise((resolve) => setImmediate(resolve));
      }
      reports?.onFinish?.('stop');
    },
  };
}
