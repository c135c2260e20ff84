import { deleteIdea } from '@plume/core/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { historyKey } from '../../../lib/history';

export function deleteHistoryEntry(id: string): Promise<undefined> {
  return callApi(deleteIdea, { params: { id } });
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
