import { type CardField, fieldsOfType, type StoryCard } from './story-card';

/**
 * A card without what is the writer's alone: its private notes and the fields it hides
 * from the engines (a person's secret by default) left blank. What an engine is told of,
 * and what an export without the writer's private parts holds.
 */
export function withoutPrivateParts(card: StoryCard): StoryCard {
  const blanks = Object.fromEntries(
    fieldsOfType(card.type)
      .filter((field) => card.hidden.includes(field as CardField))
      .map((field) => [field, '']),
  );
  return { ...card, ...blanks, notes: '' } as StoryCard;
}
