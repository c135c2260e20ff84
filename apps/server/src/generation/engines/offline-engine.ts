import { chunkText, writeOfflineIdea } from '@plume/core/generation/server';
import type { RandomSource } from '@plume/core/genres';
import { EngineError } from './engine-error';
import type { StoryEngine } from './story-engine';

/**
 * The embedded engine: core's procedural generator, streamed chunk by chunk with a
 * yield to the event loop between chunks, so the server keeps answering others. It reports
 * the plan of the idea, which is kept with it for developing the idea later.
 */
export function createOfflineEngine(random: RandomSource): StoryEngine {
  return {
    name: 'offline',
    model: 'built-in',
    async *write(request, signal, reports) {
      const { text, plan, cards } = writeOfflineIdea(request, random);
      reports?.onPlan?.(plan);
      if (cards) reports?.onCards?.(cards);
      for (const chunk of chunkText(text)) {
        if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
        yield chunk;
        await new Promise((resolve) => setImmediate(resolve));
      }
      reports?.onFinish?.('stop');
    },
  };
}
