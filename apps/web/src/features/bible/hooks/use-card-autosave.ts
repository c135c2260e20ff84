import type { StoryCard } from '@plume/core';
import { useEffect, useRef, useState } from 'react';
import { type CardChange, useUpdateCard } from '../api/story-cards';

/** A pause in typing long enough to be one, short enough that leaving loses nothing (as notes). */
const CARD_SAVE_DELAY_MS = 700;

/** What the card's last save did; nothing yet when it opens. */
export type CardSaveStatus = 'idle' | 'saving' | 'failed' | 'saved';

/** The keys a writer edits, each as its input holds it: aliases as one comma-separated text. */
export type CardDraft = Partial<Record<string, string>>;

/** "Élise, la cartographe" as the aliases ["Élise", "la cartographe"]. */
export const aliasesOf = (text: string) =>
  text
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);

/** A draft's values as the change the server takes. */
function changeOf(draft: CardDraft): CardChange {
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    change[key] = key === 'aliases' ? aliasesOf(value) : value;
  }
  return change as CardChange;
}

/**
 * A card edited in place (docs/PRODUCT.md, The story bible): what the writer types shows at
 * once and is saved after a pause in typing, a choice (a gender, what the AI sees) at once,
 * and what is left unsaved when the card closes or leaves the screen, as notes are.
 */
export function useCardAutosave(card: StoryCard) {
  const update = useUpdateCard(card.id);
  const [draft, setDraft] = useState<CardDraft>({});
  const unsaved = useRef<CardDraft>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { mutate } = update;
  const status: CardSaveStatus = update.isPending
    ? 'saving'
    : update.isError
      ? 'failed'
      : update.isSuccess
        ? 'saved'
        : 'idle';

  function save() {
    clearTimeout(timer.current);
    const change = unsaved.current;
    unsaved.current = {};
    if (Object.keys(change).length > 0) mutate(changeOf(change));
  }

  /** A text typed: shown now, saved after a pause. */
  function write(key: string, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    unsaved.current = { ...unsaved.current, [key]: value };
    clearTimeout(timer.current);
    timer.current = setTimeout(save, CARD_SAVE_DELAY_MS);
  }

  /** A choice made: saved at once, with what was typed before it. */
  function choose(change: CardChange) {
    clearTimeout(timer.current);
    const typed = changeOf(unsaved.current);
    unsaved.current = {};
    mutate({ ...typed, ...change });
  }

  /** A key as the writer sees it: as typed, else as saved. */
  function shownValue(key: string): string {
    const typed = draft[key];
    if (typed !== undefined) return typed;
    const saved = (card as unknown as Record<string, unknown>)[key];
    return Array.isArray(saved) ? saved.join(', ') : typeof saved === 'string' ? saved : '';
  }

  // A card leaving the screen (closed, another page) still saves what was typed.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const change = unsaved.current;
      if (Object.keys(change).length > 0) mutate(changeOf(change));
    },
    [mutate],
  );

  return { status, write, choose, shownValue, flush: save };
}
