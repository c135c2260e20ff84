import type { HistoryEntry } from '@plume/core/contracts';
import { useState } from 'react';

/**
 * Whether a view's idea is open to be edited (docs/PRODUCT.md, Editing an idea), tied to
 * that idea: when the view shows another one (the next idea written), it opens closed.
 */
export function useIdeaTextEditing(entry: HistoryEntry | null) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = entry !== null && editingId === entry.id;
  const setEditing = (open: boolean) => setEditingId(open && entry ? entry.id : null);
  return [editing, setEditing] as const;
}
