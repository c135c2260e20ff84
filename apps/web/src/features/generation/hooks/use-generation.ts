import type { CardsTold } from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import { DEFAULT_MODE, DEFAULT_STYLE, type Mode, type Style } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Credits, creditsKey, setCredits } from '../../../lib/credits';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import {
  type GenerationInput,
  type GenerationStatus,
  streamGeneration,
} from '../api/stream-generation';

/** The mode and style of the next idea, held by the screen: history entries can set them. */
export interface GenerationChoices {
  mode: Mode;
  setMode: (mode: Mode) => void;
  style: Style;
  setStyle: (style: Style) => void;
}

export function useGenerationChoices(): GenerationChoices {
  const [mode, setMode] = useState<Mode>(DEFAULT_MODE);
  const [style, setStyle] = useState<Style>(DEFAULT_STYLE);
  return { mode, setMode, style, setStyle };
}

export type Generation = ReturnType<typeof useGeneration>;

export interface ShownIdea {
  text: string;
  /** The language it is written in, which decides its section headings. */
  language: Language;
  /** While it is written: the model is reasoning first, or rewriting a broken answer. */
  status?: GenerationStatus;
}

/**
 * docs/PRODUCT.md, "Generation": idle, then generating (the idea grows as it streams),
 * then the idea shows. A failure says why and returns to idle with the previous idea, but
 * for an idea shown whole that the server could not save: it stays, to be copied.
 * The genres of the last success are remembered for "regenerate with the same genres".
 */
export function useGeneration({ onSuccess }: { onSuccess: (entry: HistoryEntry) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const [idea, setIdea] = useState<ShownIdea | null>(null);
  /** The saved entry of the idea shown, once it is done: what "develop" starts from. */
  const [entry, setEntry] = useState<HistoryEntry | null>(null);
  const [lastGenres, setLastGenres] = useState<readonly string[] | null>(null);
  /** Which story bible cards the engine was told of, for the idea shown. */
  const [told, setTold] = useState<CardsTold | null>(null);
  // A shortcut pressed twice in a row must not start two generations before a render.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const latestSuccess = useRef(onSuccess);
  latestSuccess.current = onSuccess;

  useEffect(() => () => controller.current?.abort(), []);

  /** docs/PRODUCT.md, "Credits and holds": no credits is said at once, without asking the server. */
  const refusedForCredits = useCallback(() => {
    if (queryClient.getQueryData<Credits>(creditsKey)?.amount !== 0) return false;
    toast.error(t('generation.noCredits'), { id: 'generation.noCredits' });
    return true;
  }, [queryClient, t]);

  const generate = useCallback(
    async (input: GenerationInput) => {
      if (running.current || refusedForCredits()) return;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setGenerating(true);
      let previous: ShownIdea | null = null;
      const previousTold = told;
      setIdea((shown) => {
        previous = shown;
        return { text: '', language: input.language };
      });
      setTold(null);
      try {
        const result = await streamGeneration(
          input,
          (text) =>
            setIdea((shown) => ({
              text: (shown?.text ?? '') + text,
              language: input.language,
              ...(shown?.status === 'rewriting' ? { status: shown.status } : {}),
            })),
          abort.signal,
          (status) =>
            setIdea((shown) => ({
              // A rewrite starts over; thinking comes before any text.
              text: status === 'rewriting' ? '' : (shown?.text ?? ''),
              language: input.language,
              status,
            })),
          setTold,
        );
        setIdea({ text: result.entry.idea, language: input.language });
        setEntry(result.entry);
        setLastGenres(result.entry.genres);
        setCredits(queryClient, result.credits);
        toast.success(t('generation.generationSuccess'), { id: 'generation.generationSuccess' });
        latestSuccess.current(result.entry);
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.code === 'generation.saveFailed') {
          // The writer has read the idea whole: it stays on screen to be copied, unsaved.
          setIdea((shown) => shown && { text: shown.text, language: shown.language });
          setEntry(null);
        } else {
          setIdea(previous);
          setTold(previousTold);
        }
        // A refusal such as generation.noCredits may mean the shown balance is stale.
        void queryClient.invalidateQueries({ queryKey: creditsKey });
        showErrorToast(error, { fallback: 'generation.generationError' });
      } finally {
        running.current = false;
        if (!abort.signal.aborted) setGenerating(false);
      }
    },
    [queryClient, t, refusedForCredits, told],
  );

  return { generate, refusedForCredits, generating, idea, entry, lastGenres, told };
}
