import type { StoryCard } from '@plume/core/bible';
import { useState } from 'react';
import { saveStatusOf, useAutosave } from '../../../lib/use-autosave';
import { type CardChange, useUpdateCard } from '../api/story-cards';

/** The keys a writer edits, each as its input holds it: aliases as one comma-separated text. */
type CardDraft = Partial<Record<string, string>>;

/** "Élise, la cartographe" as the aliases ["Élise", "la cartographe"]. */
export const aliasesOf = (text: string) =>
  text
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);

/**
 * A card edited in place (docs/PRODUCT.md, The story bible): what the writer types shows at
 * once and is saved after a pause in typing, a choice (a gender, what the AI sees) at once,
 * and what is left unsaved when the card closes or leaves the screen, as notes are.
 */
export function useCardAutosave(card: StoryCard) {
  const update = useUpdateCard(card.id);
  const [draft, setDraft] = useState<CardDraft>({});
  const { mutate } = update;
  const autosave = useAutosave<CardChange>({
    save: (change) => {
      if (Object.keys(change).length > 0) mutate(change);
    },
    merge: (waiting, newer) => ({ ...waiting, ...newer }),
  });

  /** A text typed: shown now, saved after a pause. */
  function write(key: string, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    autosave.schedule({ [key]: key === 'aliases' ? aliasesOf(value) : value } as CardChange);
  }

  /** A choice made: saved at once, with what was typed before it. */
  function choose(change: CardChange) {
    autosave.flush(change);
  }

  /** A key as the writer sees it: as typed, else as saved. */
  function shownValue(key: string): string {
    const typed = draft[key];
    if (typed !== undefined) return typed;
    const saved = (card as unknown as Record<string, unknown>)[key];
    return Array.isArray(saved) ? saved.join(', ') : typeof saved === 'string' ? saved : '';
  }

  return {
    status: saveStatusOf(update),
    write,
    choose,
    shownValue,
    flush: () => autosave.flush(),
  };
}
