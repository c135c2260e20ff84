import type { StoryCard } from './story-card';
import { fold, nameWords, type Token } from './text-tokens';

/** Where a text names a card: a run of its name's words ("Josée Martin", "d’Élise"). */
export interface Mention {
  card: StoryCard;
  /** The indexes of the run's first and last words among the text's. */
  first: number;
  last: number;
  sentence: number;
}

/** The folded words that name a card on their own: its name's and its aliases'. */
export function wordsNaming(card: StoryCard): Set<string> {
  return new Set([card.name, ...card.aliases].flatMap(nameWords).map(fold));
}

/**
 * Every mention of the cards in a text, in order. A person is named by a capitalized word
 * of their name or aliases, accents and case aside; a place or a thing also by a word of an
 * alias written in lower case ("le phare"). A word two people share ("Martin" of two
 * siblings) names both.
 */
export function mentionsOf(cards: readonly StoryCard[], tokens: readonly Token[]): Mention[] {
  const mentions: Mention[] = [];
  for (const card of cards) {
    const words = wordsNaming(card);
    let open: Mention | undefined;
    for (const token of tokens) {
      const names =
        words.has(token.folded) &&
        token.folded.length > 1 &&
        (token.capitalized || card.type !== 'person');
      if (!names) continue;
      if (open && open.last === token.index - 1 && open.sentence === token.sentence) {
        open.last = token.index;
        continue;
      }
      open = { card, first: token.index, last: token.index, sentence: token.sentence };
      mentions.push(open);
    }
  }
  return mentions.sort((a, b) => a.first - b.first);
}
