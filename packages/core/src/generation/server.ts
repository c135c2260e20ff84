export { BIBLE_BUDGET } from './bible-block';
export * from './build-prompt';
export * from './check-idea';
export * from './clean-idea';
export * from './cross-material';
export * from './elements-block';
export * from './language-of-idea';
export * from './name-pools';
export { chunkText } from './offline/chunk-text';
export type { OfflineIdea } from './offline/compose-idea';
export { leadGenderInNotes } from './offline/lead-gender-in-notes';
export { createSeededRandom } from './offline/seeded-random';
export type { PlannedCharacter, StoryPlan } from './offline/story-plan';
export { writeOfflineCandidates } from './offline/write-offline-candidates';
export { writeOfflineIdea } from './offline/write-offline-idea';
export {
  type BeatDraft,
  type OutlinedIdea,
  type OutlineOptions,
  type PlanPerson,
  writeOutline,
} from './offline/write-outline';
export * from './prompt-texts';
export * from './read-elements';
export * from './recent-ideas';
