import type { OutlineBeat } from '@plume/core/outline';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Credits, creditsKey, setCredits } from '../../../lib/credits';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { setOutline } from '../api/outlines';
import { type OutlineRequest, streamOutline, type WrittenOutline } from '../api/stream-outline';

/** How writing an outline ended: written, refused because the idea has one, or failed (said). */
export type WriteOutcome =
  | { status: 'done'; written: WrittenOutline }
  | { status: 'exists' }
  | { status: 'failed' };

/**
 * Writing an outline or redrawing its unlocked beats, for a credit: the beats as they
 * stream (`beats`), then the saved outline in the page's cache and the balance in the
 * header's. A failure is said in a toast in the interface's words; `outline.exists` is left
 * to the caller, which opens the outline the idea already has.
 */
export function useWriteOutline() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const [beats, setBeats] = useState<OutlineBeat[]>([]);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function write(request: OutlineRequest): Promise<WriteOutcome> {
    if (running.current) return { status: 'failed' };
    // No credit left is said at once, without asking the server (as ideas do).
    if (queryClient.getQueryData<Credits>(creditsKey)?.amount === 0) {
      toast.error(t('generation.noCredits'), { id: 'generation.noCredits' });
      return { status: 'failed' };
    }
    running.current = true;
    const abort = new AbortController();
    controller.current = abort;
    setWriting(true);
    setBeats([]);
    try {
      const written = await streamOutline(
        request,
        (beat) => setBeats((shown) => [...shown, beat]),
        { signal: abort.signal, onRetry: () => setBeats([]) },
      );
      setCredits(queryClient, written.credits);
      setOutline(queryClient, written.outline, written.outline.ideaId);
      return { status: 'done', written };
    } catch (error) {
      if (abort.signal.aborted) return { status: 'failed' };
      if (error instanceof ApiError && error.code === 'outline.exists') return { status: 'exists' };
      // A refusal such as generation.noCredits may mean the shown balance is stale.
      void queryClient.invalidateQueries({ queryKey: creditsKey });
      showErrorToast(error, { fallback: 'outline.ui.writeError', id: 'writeOutline' });
      return { status: 'failed' };
    } finally {
      running.current = false;
      if (!abort.signal.aborted) setWriting(false);
    }
  }

  return { write, writing, beats };
}
