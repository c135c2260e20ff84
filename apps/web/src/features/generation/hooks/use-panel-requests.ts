import { CANDIDATES, type ElementName, type Mode, type Style } from '@plume/core/generation';
import { RANDOM_GENRE_DEFAULT, RANDOM_GENRE_MAX, RANDOM_GENRE_MIN } from '@plume/core/genres';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLatestEntry } from '../../../lib/history';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import type { IdeaInput } from '../api/stream-generation';
import type { Brief } from './use-brief';
import type { Generation, GenerationChoices } from './use-generation';

function refuse(key: string, message: string) {
  toast.error(message, { id: key });
}

/**
 * What the generation panel asks to be written: a new idea from the chosen genres or a
 * random draw of them, the same genres again, or a development or redraw of the idea shown.
 * Every idea is written in the brief's language with its brief.
 */
export function usePanelRequests({
  genreIds,
  choices: { mode, style },
  brief,
  generation,
  pins,
}: {
  genreIds: readonly string[];
  choices: GenerationChoices;
  brief: Brief;
  generation: Generation;
  pins: readonly string[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [randomCount, setRandomCount] = useState(String(RANDOM_GENRE_DEFAULT));
  const { generate, generateBatch, refusedForCredits, entry, lastGenres } = generation;
  const asked = { language: brief.ideaLanguage, brief: brief.brief };
  // A new idea is written with the cards pinned to it; developing or redrawing, with its line's.
  const pinned = pins.length > 0 ? { cards: pins } : {};

  /**
   * docs/PRODUCT.md, "Credits and holds": credits first, then the genres (random-genres needs
   * none); one idea, or `candidates` at once.
   */
  function ask(candidates: number) {
    if (refusedForCredits()) return;
    const write = (input: IdeaInput) =>
      candidates > 1 ? void generateBatch({ ...input, candidates }) : void generate(input);
    if (mode === 'random-genres') {
      const count = Number(randomCount);
      if (!Number.isInteger(count) || count < RANDOM_GENRE_MIN || count > RANDOM_GENRE_MAX) {
        return refuse('generation.invalidRandomCount', t('generation.invalidRandomCount'));
      }
      return write({ genres: [], mode, style, randomCount: count, ...asked, ...pinned });
    }
    if (genreIds.length === 0) {
      return refuse('generation.selectGenre', t('generation.selectGenre'));
    }
    write({ genres: genreIds, mode, style, ...asked, ...pinned });
  }

  const start = () => ask(1);

  /** Three ideas side by side, for one credit (docs/PRODUCT.md, Three at once). */
  const startBatch = () => ask(CANDIDATES);

  /**
   * The genres of this visit's last idea or, after a reload, of the newest saved one:
   * history is where ideas are remembered.
   */
  async function regenerate(regenerateStyle: Style) {
    let genres = lastGenres;
    if (!genres) {
      try {
        genres = (await fetchLatestEntry(queryClient, language))?.genres ?? null;
      } catch (error) {
        return showErrorToast(error, { fallback: 'history.fetchError' });
      }
    }
    if (!genres) return refuse('generation.noHistory', t('generation.noHistory'));
    // The remembered genres are a set already drawn: they are written as a quick idea.
    const sameMode = mode === 'random-genres' ? 'quick' : mode;
    void generate({ genres, mode: sameMode, style: regenerateStyle, ...asked, ...pinned });
  }

  function develop(developMode: Mode, developStyle: Style) {
    if (!entry) return;
    void generate({
      developFrom: entry.id,
      genres: [],
      mode: developMode,
      style: developStyle,
      ...asked,
    });
  }

  function redraw(keep: ElementName[], redrawStyle: Style) {
    if (!entry) return;
    void generate({ redrawFrom: entry.id, keep, style: redrawStyle, language: entry.language });
  }

  return { randomCount, setRandomCount, start, startBatch, regenerate, develop, redraw };
}

export type PanelRequests = ReturnType<typeof usePanelRequests>;
