import type { Language } from '../i18n/languages';
import { ageNotes, yearNotes } from './age-and-year-notes';
import { agreementNotes } from './agreement-notes';
import { mentionsOf } from './card-mentions';
import type { ConsistencyFinding } from './consistency-finding';
import { nameDrift } from './name-drift';
import type { StoryCard } from './story-card';
import { tokensOf } from './text-tokens';

/**
 * The consistency notes of an idea against its line's cards (docs/PRODUCT.md, The story
 * bible), in `language`, the idea's: names that drift from a card's, words near a person's
 * name in the other gender, ages and years that contradict a card. Findings only, in the
 * order of the text: nothing is changed, no model is asked. A text that agrees with its
 * cards gives none.
 */
export function consistencyNotes(
  cards: readonly StoryCard[],
  text: string,
  language: Language,
): ConsistencyFinding[] {
  const tokens = tokensOf(text);
  const mentions = mentionsOf(cards, tokens);
  return [
    ...nameDrift(cards, text, tokens),
    ...agreementNotes(text, tokens, mentions, language),
    ...ageNotes(text, tokens, mentions, language),
    ...yearNotes(text, tokens, mentions),
  ].sort((a, b) => a.at - b.at);
}
