import { cardsForEngine, PINNED_CARDS_MAX } from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import type { ElementName, Mode, Style } from '@plume/core/generation';
import { DEFAULT_STYLE, isMode, isStyle } from '@plume/core/generation';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { fetchLineCards } from '../../features/bible/api/story-cards';
import type { PinnedCard } from '../../features/bible/components/pin-picker';
import type { Brief } from '../../features/generation/hooks/use-brief';
import type { Generation, GenerationChoices } from '../../features/generation/hooks/use-generation';
import type { GenreSelection } from '../../features/genres/hooks/use-genre-selection';

/**
 * Regenerating an idea pins the first cards of its line the AI always hears of (the lead
 * first), so that the new idea keeps its people; none when the line has no cards.
 */
async function pinsOfLine(queryClient: QueryClient, entry: HistoryEntry): Promise<PinnedCard[]> {
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

/**
 * What a history entry asks of the desk (docs/PRODUCT.md, "Generation"): regenerating it
 * sets the panel's genres, mode, style, brief and pins and starts writing; developing or
 * redrawing it, or crossing ideas, writes in the panel too, which brings the idea into view
 * as it starts.
 */
export function useEntryRequests({
  selection,
  choices,
  brief,
  generation,
  setPins,
}: {
  selection: GenreSelection;
  choices: GenerationChoices;
  brief: Brief;
  generation: Generation;
  setPins: (pins: PinnedCard[]) => void;
}) {
  const queryClient = useQueryClient();

  async function regenerateFrom(entry: HistoryEntry) {
    if (!isMode(entry.mode) || entry.mode === 'random-genres') return;
    const style = isStyle(entry.style) ? entry.style : DEFAULT_STYLE;
    choices.setMode(entry.mode);
    choices.setStyle(style);
    selection.replace(entry.genreIds.filter((id): id is string => id !== null));
    brief.replace(entry.brief);
    const linePins = await pinsOfLine(queryClient, entry);
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
    void generation.generate({ redrawFrom: entry.id, keep, style, language: entry.language });
  }

  /**
   * A new idea from the parts of two or three saved ones (docs/PRODUCT.md, Crossing),
   * written in the panel in their language and the panel's style.
   */
  function crossFrom(picks: { from: HistoryEntry; keep: ElementName[] }[]) {
    const [first] = picks;
    if (!first) return;
    void generation.generate({
      cross: picks.map((pick) => ({ from: pick.from.id, keep: pick.keep })),
      style: choices.style,
      language: first.from.language,
    });
  }

  return { regenerateFrom, developFrom, redrawFrom, crossFrom };
}
