import { readShare, type Share, shareIdea, stopSharing } from '@plume/core/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { historyKey } from '../../../lib/history';

/*
 * An idea's read-only link (docs/PRODUCT.md, Share links): read when the writer opens it,
 * made or changed, and turned off. Each change refreshes the history, whose cards mark the
 * ideas that are shared.
 */

const shareKey = (ideaId: string) => ['share', ideaId] as const;

/** GET /api/history/:id/share: the link, or null; asked for when the writer opens it. */
export function useShareLink(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareKey(ideaId),
    queryFn: async ({ signal }) =>
      (await callApi(readShare, { params: { id: ideaId }, signal })).share,
    enabled,
  });
}

/** POST /api/history/:id/share: the link made, or what it shows changed. */
export function useShareIdea(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { bible?: boolean; outline?: boolean }) =>
      callApi(shareIdea, { params: { id: ideaId }, body: options }),
    onSuccess: (share: Share) => {
      queryClient.setQueryData(shareKey(ideaId), share);
      void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}

/** DELETE /api/history/:id/share: the link gone for good. */
export function useStopSharing(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(stopSharing, { params: { id: ideaId } }),
    onSuccess: () => {
      queryClient.setQueryData(shareKey(ideaId), null);
      void queryClient.invalidateQueries({ queryKey: historyKey });
    },
  });
}
