import type { ElementName, HistoryEntry, Mode, Style } from '@plume/core';
import { cardsForEngine, DEFAULT_STYLE, isMode, isStyle, PINNED_CARDS_MAX } from '@plume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLineCards } from '../../features/bible/api/story-cards';
import { type PinnedCard, PinPicker } from '../../features/bible/components/pin-picker';
import { StoryBible } from '../../features/bible/components/story-bible';
import { CreditPurchase } from '../../features/credits/components/credit-purchase';
import { GenerationPanel } from '../../features/generation/components/generation-panel';
import { useBrief } from '../../features/generation/hooks/use-brief';
import {
  useGeneration,
  useGenerationChoices,
} from '../../features/generation/hooks/use-generation';
import { GenrePicker } from '../../features/genres/components/genre-picker';
import { useGenreSelection } from '../../features/genres/hooks/use-genre-selection';
import { HistoryPanel } from '../../features/history/components/history-panel';
import { addToHistory } from '../../lib/history';

/** An idea's story bible, under it in the panel and in the history. */
const bibleOf = (entry: HistoryEntry) => <StoryBible key={entry.id} entry={entry} />;

/**
 * The signed-in main screen (docs/PRODUCT.md, "Screens"): the genre picker on the left, the
 * generation panel and the history on the right. The genre selection, the mode and style
 * and the generation itself live here because all three parts use them: the panel writes
 * an idea from them, a saved idea goes to the history and clears the selection, and
 * regenerating from a history entry sets them and starts writing (docs/PRODUCT.md,
 * "Generation"); developing or redrawing one writes in the panel too. The story bible
 * (its own feature) is drawn here into both: under each idea, and the cards pinned to the
 * next one.
 */
export function SignedInHome({ chipSeed }: { chipSeed: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selection = useGenreSelection();
  const choices = useGenerationChoices();
  const brief = useBrief();
  const [pins, setPins] = useState<PinnedCard[]>([]);
  const generation = useGeneration({
    onSuccess: (entry) => {
      selection.reset();
      setPins([]);
      addToHistory(queryClient, entry);
    },
  });
  const panel = useRef<HTMLDivElement>(null);

  // Says the desk's controls answer. Its code is a lazy chunk that hydrates after the page
  // (app/root.tsx marks that); the end-to-end tests wait for both before clicking.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  /** Brings the generation panel into view, where the idea about to be written shows. */
  function showPanel() {
    panel.current?.scrollIntoView({
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
  }

  /**
   * Regenerating an idea pins the first cards of its line the AI always hears of (the lead
   * first), so that the new idea keeps its people; none when the line has no cards.
   */
  async function pinsOfLine(entry: HistoryEntry): Promise<PinnedCard[]> {
    try {
      const { cards } = await fetchLineCards(queryClient, entry.id);
      return cardsForEngine(cards)
        .filter((card) => card.visibility === 'always')
        .slice(0, PINNED_CARDS_MAX)
        .map((card) => ({ id: card.id, name: card.name }));
    } catch {
      // The idea is written without cards rather than not at all.
      return [];
    }
  }

  async function regenerateFrom(entry: HistoryEntry) {
    if (!isMode(entry.mode) || entry.mode === 'random-genres') return;
    const style = isStyle(entry.style) ? entry.style : DEFAULT_STYLE;
    choices.setMode(entry.mode);
    choices.setStyle(style);
    selection.replace(entry.genreIds.filter((id): id is string => id !== null));
    brief.replace(entry.brief);
    showPanel();
    const linePins = await pinsOfLine(entry);
    setPins(linePins);
    // The stored labels, not the ids: a genre the catalogue no longer has is refused by
    // the server with its own message rather than dropped in silence.
    void generation.generate({
      genres: entry.genres,
      mode: entry.mode,
      style,
      language: brief.ideaLanguage,
      brief: entry.brief,
      ...(linePins.length > 0 ? { cards: linePins.map((card) => card.id) } : {}),
    });
  }

  /**
   * A richer idea from a saved one: same genres, title and cast, written in the panel with
   * the entry's brief, which the panel then shows for the writer to change.
   */
  function developFrom(entry: HistoryEntry, mode: Mode, style: Style) {
    brief.replace(entry.brief);
    showPanel();
    void generation.generate({
      developFrom: entry.id,
      genres: [],
      mode,
      style,
      language: brief.ideaLanguage,
      brief: entry.brief,
    });
  }

  /**
   * A new idea from a saved one that keeps the elements the writer locked, written in the
   * panel in the entry's language; its mode, genres and brief are the entry's.
   */
  function redrawFrom(entry: HistoryEntry, keep: ElementName[], style: Style) {
    showPanel();
    void generation.generate({ redrawFrom: entry.id, keep, style, language: entry.language });
  }

  return (
    <div
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10"
      data-desk
      data-hydrated={hydrated || undefined}
    >
      <header className="mb-6">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('home.desk.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('home.desk.subtitle')}</p>
      </header>
      <CreditPurchase />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        {/* On wide screens the picker stays in view beside the long column of ideas. */}
        <div className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-2xl">
          <GenrePicker selection={selection} />
        </div>
        <div className="grid gap-6">
          <div ref={panel} className="scroll-mt-20">
            <GenerationPanel
              genreIds={selection.selectedIds}
              choices={choices}
              brief={brief}
              generation={generation}
              pins={pins.map((card) => card.id)}
              pinPicker={<PinPicker pinned={pins} onChange={setPins} />}
              bibleOf={bibleOf}
            />
          </div>
          <HistoryPanel
            onRegenerate={(entry) => void regenerateFrom(entry)}
            bibleOf={bibleOf}
            onDevelop={developFrom}
            onRedraw={redrawFrom}
            generating={generation.generating}
            chipSeed={chipSeed}
          />
        </div>
      </div>
    </div>
  );
}
