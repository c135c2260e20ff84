import { buildPrompt } from '@plume/core';
import type { ChatEngineConfig } from '../../config';
import { streamChatCompletion } from './chat-completions';
import type { StoryEngine } from './story-engine';

/** An OpenAI-compatible endpoint, prompted with core's rules (SPEC.md section 5). */
export function createChatEngine(config: ChatEngineConfig): StoryEngine {
  return {
    name: config.kind,
    write: (request, signal, onUsage) =>
      streamChatCompletion(config, buildPrompt(request), signal, onUsage),
  };
}
