import type { HistoryEntry } from '@plume/core/contracts';
import { updateIdea } from '@plume/core/contracts';
import type { IdeaText } from '@plume/core/history';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { callApi } from './call-api';
import { historyKey, replaceInHistory } from './history';

export interface EntryChange {
  favourite?: boolean;
  note?: string;
  /** The writer's text (docs/PRODUCT.md, Editing an idea); the engine's is kept. */
  text?: IdeaText;
  /** The engine's text back. */
  restoreOriginal?: true;
}

/** PATCH /api/history/:id: stars, notes, edits or restores one of the writer's ideas. */
export async function updateHistoryEntry(id: string, change: EntryChange): Promise<HistoryEntry> {
  return (await callApi(updateIdea, { params: { id }, body: change })).entry;
}

const entryMutationKey = (id: string) => ['history-entry', id] as const;

/**
 * Changes one entry. Every page holding it shows the change at once, and the favourites
 * list is read again when a star changes, since the idea joins or leaves it. A failure is
 * said in a toast and the pages are read again; a success only when `success` names what
 * to say (the screen shows the rest). Kept for the page's life, so that every view of the
 * idea (the desk's, the history card's) knows its last change (useLatestEntry).
 */
export function useUpdateHistoryEntry(id: string, { success }: { success?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: entryMutationKey(id),
    mutationFn: (change: EntryChange) => updateHistoryEntry(id, change),
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess: (entry, change) => {
      replaceInHistory(queryClient, entry);
      if (change.favourite !== undefined) {
        void queryClient.invalidateQueries({
          queryKey: historyKey,
          predicate: (query) => (query.queryKey[1] as { favourite?: boolean })?.favourite === true,
        });
      }
    },
    meta: {
      action: `updateHistoryEntry:${id}`,
      ...(success ? { success } : {}),
      error: { fallback: 'history.updateError' },
    },
    onError: () => queryClient.invalidateQueries({ queryKey: historyKey }),
  });
}

/** The entry as this page last changed it, else as given (none stays none). */
export function useLatestEntry<Entry extends HistoryEntry | null>(entry: Entry): Entry {
  const changed = useMutationState({
    filters: { mutationKey: entryMutationKey(entry?.id ?? ''), status: 'success' },
    select: (mutation) => mutation.state.data as HistoryEntry | undefined,
  });
  return entry ? ((changed.at(-1) ?? entry) as Entry) : entry;
}
