import type { HistoryEntry } from '@plume/core/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { type PinnedCard, PinPicker } from '../../features/bible/components/pin-picker';
import { StoryBible } from '../../features/bible/components/story-bible';
import { CandidatesView } from '../../features/generation/components/candidates-view';
import { GenerateBar } from '../../features/generation/components/generate-bar';
import { GenerationPanel } from '../../features/generation/components/generation-panel';
import { useBrief } from '../../features/generation/hooks/use-brief';
import {
  useGeneration,
  useGenerationChoices,
} from '../../features/generation/hooks/use-generation';
import { usePanelRequests } from '../../features/generation/hooks/use-panel-requests';
import { GenrePicker } from '../../features/genres/components/genre-picker';
import { useGenreSelection } from '../../features/genres/hooks/use-genre-selection';
import { HistoryPanel } from '../../features/history/components/history-panel';
import { OutlineAction } from '../../features/outline/components/outline-action';
import { ShareAction } from '../../features/sharing/components/share-action';
import { addToHistory } from '../../lib/history';
import { DeskLayout } from './desk-layout';
import { useEntryRequests } from './use-entry-requests';

/** An idea's outline and story bible: among the main actions of a history card. */
const planningToolsOf = (entry: HistoryEntry) => (
  <Fragment key={entry.id}>
    <OutlineAction entry={entry} />
    <StoryBible entry={entry} />
  </Fragment>
);

/** Sharing, among a history card's other actions. */
const sharingOf = (entry: HistoryEntry) => <ShareAction key={entry.id} entry={entry} />;

/** Under an idea just written (in the panel or a batch): its outline, bible and sharing. */
const toolsOf = (entry: HistoryEntry) => (
  <Fragment key={entry.id}>
    {planningToolsOf(entry)}
    {sharingOf(entry)}
  </Fragment>
);

/**
 * The signed-in main screen (docs/PRODUCT.md, "Screens"): the genre picker on the left, the
 * generation panel and the history on the right (on a phone, one after the other, with a
 * Generate bar once genres are chosen). The genre selection, the mode and style
 * and the generation itself live here because all three parts use them: the panel writes
 * an idea from them, a saved idea goes to the history and clears the selection, and
 * regenerating from a history entry sets them and starts writing (docs/PRODUCT.md,
 * "Generation"); developing or redrawing one writes in the panel too. The outline and the
 * story bible (features of their own) are drawn here into both: under each idea, and the
 * cards pinned to the next one.
 */
export function SignedInHome({ chipSeed, userId }: { chipSeed: number; userId: string }) {
  const queryClient = useQueryClient();
  const selection = useGenreSelection();
  const choices = useGenerationChoices();
  const brief = useBrief(userId);
  const [pins, setPins] = useState<PinnedCard[]>([]);
  const generation = useGeneration({
    onSuccess: (entry) => {
      selection.reset();
      setPins([]);
      addToHistory(queryClient, entry);
    },
  });
  const fromEntry = useEntryRequests({ selection, choices, brief, generation, setPins });
  const requests = usePanelRequests({
    genreIds: selection.selectedIds,
    choices,
    brief,
    generation,
    pins: pins.map((card) => card.id),
  });

  return (
    <DeskLayout
      picker={<GenrePicker selection={selection} />}
      generateBar={
        selection.selectedIds.length > 0 ? (
          <GenerateBar
            genreCount={selection.selectedIds.length}
            generating={generation.generating}
            onGenerate={requests.start}
          />
        ) : null
      }
      wide={
        generation.batch ? (
          <CandidatesView
            batch={generation.batch}
            generating={generation.generating}
            toolsOf={toolsOf}
            onDevelop={fromEntry.developFrom}
            onRedraw={fromEntry.redrawFrom}
            onCross={fromEntry.crossFrom}
          />
        ) : null
      }
    >
      <GenerationPanel
        genreIds={selection.selectedIds}
        choices={choices}
        brief={brief}
        generation={generation}
        requests={requests}
        pinPicker={<PinPicker pinned={pins} onChange={setPins} />}
        toolsOf={toolsOf}
      />
      <HistoryPanel
        onRegenerate={(entry) => void fromEntry.regenerateFrom(entry)}
        onDevelop={fromEntry.developFrom}
        onRedraw={fromEntry.redrawFrom}
        generating={generation.generating}
        chipSeed={chipSeed}
        toolsOf={planningToolsOf}
        moreToolsOf={sharingOf}
      />
    </DeskLayout>
  );
}
