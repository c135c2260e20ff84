import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { historyKey } from '../../../lib/history';

export function deleteHistoryEntry(id: string): Promise<null> {
  return apiFetch(`/api/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/history/:id, then every page is refetched (the page index may move). */
export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEntry,
    meta: {
      action: 'deleteHistoryEntry',
      success: 'history.deleteSuccess',
      error: { fallback: 'history.deleteError' },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey }),
  });
}
