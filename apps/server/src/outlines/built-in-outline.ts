import { randomUUID } from 'node:crypto';
import type { StoryCard } from '@plume/core/bible';
import type { BeatDraft, OutlinedIdea, PlanPerson } from '@plume/core/generation/server';
import { writeOutline } from '@plume/core/generation/server';
import type { RandomSource } from '@plume/core/genres';
import { MESSAGES } from '@plume/core/i18n/server';
import { type OutlineBeat, type StructureId, wordsByPosition } from '@plume/core/outline';
import { foldAccents } from '@plume/core/text';

/** The line's cards of the idea's people and place, as a beat refers to them. */
export interface OutlineCards {
  people: Partial<Record<PlanPerson, string>>;
  place: string | null;
}

const fold = (text: string) => foldAccents(text).toLowerCase().trim();

/**
 * The bible's card of each of the idea's people, by the name the idea gives them (the card
 * or one of its aliases), else by their part in the story; and its place: the card made
 * from the idea's setting, else the line's first place.
 */
export function outlineCards(idea: OutlinedIdea, cards: readonly StoryCard[]): OutlineCards {
  const names: Record<PlanPerson, string | undefined> = idea.plan
    ? {
        lead: `${idea.plan.cast[0].first} ${idea.plan.cast[0].family}`,
        second: `${idea.plan.cast[1].first} ${idea.plan.cast[1].family}`,
        third: `${idea.plan.cast[2].first} ${idea.plan.cast[2].family}`,
      }
    : {
        lead: idea.elements?.lead?.name,
        second: idea.elements?.cast[0]?.name,
        third: idea.elements?.cast[1]?.name,
      };
  const parts = { lead: 'lead', second: 'ally', third: 'opposition' } as const;
  const persons = cards.filter((card) => card.type === 'person');
  const people: Partial<Record<PlanPerson, string>> = {};
  for (const person of ['lead', 'second', 'third'] as const) {
    const name = names[person] ? fold(names[person]) : undefined;
    const byName = name
      ? persons.find((card) => [card.name, ...card.aliases].some((alias) => fold(alias) === name))
      : undefined;
    const byPart = persons.find(
      (card) => card.part === parts[person] && !Object.values(people).includes(card.id),
    );
    const card = byName ?? byPart;
    if (card) people[person] = card.id;
  }
  const places = cards.filter((card) => card.type === 'place');
  const setting = places.find((card) => card.origin?.element === 'setting') ?? places[0];
  return { people, place: setting?.id ?? null };
}

/** A drafted beat as the outline keeps it: its name for a title, its people as cards. */
export function toOutlineBeat(
  draft: BeatDraft,
  structure: StructureId,
  language: OutlinedIdea['language'],
  cards: OutlineCards,
  words: number,
): OutlineBeat {
  const names = MESSAGES[language].outline.structures[structure].beats as Record<
    string,
    { name: string }
  >;
  const cast = draft.people.flatMap((person) => cards.people[person] ?? []);
  return {
    id: randomUUID(),
    key: draft.key,
    act: draft.act,
    title: names[draft.key]?.name ?? draft.key,
    summary: draft.summary,
    change: draft.change,
    pov: cards.people.lead ?? null,
    cast,
    place: cards.place,
    pct: draft.pct,
    words,
    locked: false,
    source: 'plan',
  };
}

/** A new outline's beats, written by the built-in engine, the target length shared out. */
export function builtInBeats(
  idea: OutlinedIdea,
  structure: StructureId,
  targetWords: number,
  cards: OutlineCards,
  random: RandomSource,
): OutlineBeat[] {
  const drafts = writeOutline(idea, { structure }, random);
  const words = wordsByPosition(
    drafts.map((draft) => draft.pct),
    targetWords,
  );
  return drafts.map((draft, index) =>
    toOutlineBeat(draft, structure, idea.language, cards, words[index] ?? 0),
  );
}
