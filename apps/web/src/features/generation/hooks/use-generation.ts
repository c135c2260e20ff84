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
  type IdeaInput,
  streamBatch,
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

/** Ideas written at once: each one's text as it streams, then the saved entries. */
export interface ShownBatch {
  ideas: ShownIdea[];
  /** Once done, the batch's saved entries in the same order. */
  entries: HistoryEntry[] | null;
}

/**
 * docs/PRODUCT.md, "Generation": idle, then generating (the idea grows as it streams),
 * then the idea shows; or three ideas side by side (docs/PRODUCT.md, Three at once). A failure says why and returns to idle with the previous idea, but
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
  /** The batch shown instead of one idea, when the writer asked for three at once. */
  const [batch, setBatch] = useState<ShownBatch | null>(null);
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
      const previousBatch = batch;
      setBatch(null);
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
          setBatch(previousBatch);
        }
        // A refusal such as generation.noCredits may mean the shown balance is stale.
        void queryClient.invalidateQueries({ queryKey: creditsKey });
        showErrorToast(error, { fallback: 'generation.generationError' });
      } finally {
        running.current = false;
        if (!abort.signal.aborted) setGenerating(false);
      }
    },
    [queryClient, t, refusedForCredits, told, batch],
  );

  /**
   * Three ideas at once, for one credit: each grows in its place as it streams, one asked
   * again starts over. A failure gives back what was shown before.
   */
  const generateBatch = useCallback(
    async (input: IdeaInput & { candidates: number }) => {
      if (running.current || refusedForCredits()) return;
      running.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setGenerating(true);
      const before = { idea, entry, told, batch };
      const empty = (): ShownIdea => ({ text: '', language: input.language });
      setBatch({ ideas: Array.from({ length: input.candidates }, empty), entries: null });
      setIdea(null);
      setEntry(null);
      setTold(null);
      const change = (candidate: number, next: (shown: ShownIdea) => ShownIdea) =>
        setBatch(
          (shown) =>
            shown && {
              ...shown,
              ideas: shown.ideas.map((one, index) => (index === candidate ? next(one) : one)),
            },
        );
      try {
        const result = await streamBatch(
          input,
          (candidate, text) =>
            change(candidate, (shown) => ({ ...shown, text: shown.text + text })),
          (candidate) =>
            change(candidate, (shown) => ({ ...shown, text: '', status: 'rewriting' })),
          abort.signal,
        );
        setBatch({
          ideas: result.entries.map((saved) => ({ text: saved.idea, language: saved.language })),
          entries: result.entries,
        });
        setLastGenres(result.entries[0]?.genres ?? null);
        setCredits(queryClient, result.credits);
        toast.success(t('generation.candidatesReady'), { id: 'generation.generationSuccess' });
        // The history lists them newest first, the first idea on top.
        for (const saved of [...result.entries].reverse()) latestSuccess.current(saved);
      } catch (error) {
        if (abort.signal.aborted) return;
        setBatch(before.batch);
        setIdea(before.idea);
        setEntry(before.entry);
        setTold(before.told);
        void queryClient.invalidateQueries({ queryKey: creditsKey });
        showErrorToast(error, { fallback: 'generation.generationError' });
      } finally {
        running.current = false;
        if (!abort.signal.aborted) setGenerating(false);
      }
    },
    [queryClient, t, refusedForCredits, idea, entry, told, batch],
  );

  return {
    generate,
    generateBatch,
    refusedForCredits,
    generating,
    idea,
    entry,
    batch,
    lastGenres,
    told,
  };
}
