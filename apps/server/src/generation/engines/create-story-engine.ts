import type { RandomSource } from '@plume/core/genres';
import type { Config } from '../../config';
import { createChatEngine } from './chat-engine';
import { createOfflineEngine } from './offline-engine';
import type { StoryEngine } from './story-engine';

export function createStoryEngine(config: Config, random: RandomSource): StoryEngine {
  return config.engine.kind === 'offline'
    ? createOfflineEngine(random)
    : createChatEngine(config.engine);
}
