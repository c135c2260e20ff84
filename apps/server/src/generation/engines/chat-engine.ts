import { buildPrompt } from '@plume/core/generation/server';
import type { ChatEngineConfig } from '../../config';
import { streamChatCompletion } from './chat-completions';
import type { StoryEngine } from './story-engine';

/** An OpenAI-compatible endpoint, prompted with core's rules (docs/PRODUCT.md, Prompt rules). */
export function createChatEngine(config: ChatEngineConfig): StoryEngine {
  return {
    name: config.kind,
    model: config.model,
    write: (request, signal, reports) => {
      const prompt = buildPrompt(request, { bibleBudget: config.bibleBudget });
      if (prompt.cards) reports?.onCards?.(prompt.cards);
      return streamChatCompletion(config, prompt, signal, reports);
    },
  };
}
