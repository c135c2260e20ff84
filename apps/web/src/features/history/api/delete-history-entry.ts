import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { historyKey } from '../../../lib/history';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';

export function deleteHistoryEntry(id: string): Promise<null> {
  return apiFetch(`/api/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/history/:id, then every page is refetched (the page index may move). */
export function useDeleteHistoryEntry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEntry,
    onSuccess: () => {
      toast.success(t('history.deleteSuccess'));
      return queryClient.invalidateQueries({ queryKey: historyKey });
    },
    onError: (error) => showErrorToast(error, { fallback: 'history.deleteError' }),
  });
}
