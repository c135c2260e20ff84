import { candidateMarker } from '@plume/core/generation';
import { chunkText, writeOfflineCandidates, writeOfflineIdea } from '@plume/core/generation/server';
import type { RandomSource } from '@plume/core/genres';
import { EngineError } from './engine-error';
import type { StoryEngine } from './story-engine';

/**
 * The embedded engine: core's procedural generator, streamed chunk by chunk with a
 * yield to the event loop between chunks, so the server keeps answering others. It reports
 * the plan of the idea, which is kept with it for developing the idea later. A batch's
 * ideas follow one another, each after its marker line.
 */
export function createOfflineEngine(random: RandomSource): StoryEngine {
  return {
    name: 'offline',
    model: 'built-in',
    async *write(request, signal, reports) {
      const batch = request.candidates !== undefined && request.candidates > 1;
      const ideas = batch
        ? writeOfflineCandidates(request, random, request.candidates ?? 1)
        : [writeOfflineIdea(request, random)];
      for (const [candidate, idea] of ideas.entries()) reports?.onPlan?.(idea.plan, candidate);
      const cards = ideas[0]?.cards;
      if (cards) reports?.onCards?.(cards);
      for (const [candidate, { text }] of ideas.entries()) {
        const marked = batch ? `${candidateMarker(candidate)}\n${text}\n` : text;
        for (const chunk of chunkText(marked)) {
          if (signal.aborted) throw new EngineError('aborted', 'the request was abandoned');
          yield chunk;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      reports?.onFinish?.('stop');
    },
  };
}
