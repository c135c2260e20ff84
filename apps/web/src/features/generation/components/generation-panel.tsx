import type { HistoryEntry } from '@plume/core/contracts';
import { CANDIDATE_MODES } from '@plume/core/generation';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSelect } from '../../../components/style-select';
import { bringIntoView } from '../../../lib/bring-into-view';
import { useEngine } from '../../../lib/engine';
import type { Brief } from '../hooks/use-brief';
import { useGenerateShortcut } from '../hooks/use-generate-shortcut';
import type { Generation, GenerationChoices } from '../hooks/use-generation';
import type { PanelRequests } from '../hooks/use-panel-requests';
import { BriefFields } from './brief-fields';
import { EngineStatus } from './engine-status';
import { GenerateButton } from './generate-button';
import { IdeaView } from './idea-view';
import { ModeFieldset } from './mode-fieldset';
import { PanelHeading } from './panel-heading';
import { RandomCountField } from './random-count-field';
import { RegenerateSection } from './regenerate-section';

/** The sticky header's height (h-16 in app/layout/header.tsx). */
const HEADER_HEIGHT = 64;

export interface GenerationPanelProps {
  /** The genres chosen in the picker, as ids. */
  genreIds: readonly string[];
  /** The mode and style, which a history entry can also set (regenerate from an entry). */
  choices: GenerationChoices;
  /** Notes, things to avoid, audience and the idea's language, kept from idea to idea. */
  brief: Brief;
  generation: Generation;
  /** What the panel asks to be written, shared with the desk's phone bar. */
  requests: PanelRequests;
  /** Where the writer pins story bible cards to the next idea, drawn by the desk. */
  pinPicker?: ReactNode;
  /** The outline and story bible of the idea just written, drawn by the desk. */
  toolsOf?: (entry: HistoryEntry) => ReactNode;
}

/**
 * The generation panel (docs/PRODUCT.md, "Screens"): mode, style, the random count, the writer's
 * brief, the generate button (also Ctrl/Cmd+Enter) and three at once beside it, the idea as
 * it streams, and regenerate with the same genres. A batch shows outside the panel, wider
 * (CandidatesView, drawn by the desk).
 */
export function GenerationPanel({
  genreIds,
  choices,
  brief,
  generation,
  requests,
  pinPicker,
  toolsOf,
}: GenerationPanelProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const styleId = useId();
  useGenerateShortcut(requests.start);
  const { mode, setMode, style, setStyle } = choices;
  const { generating, idea, entry } = generation;
  const ideaSlot = useRef<HTMLDivElement>(null);
  // An idea written here (a batch shows elsewhere) is brought into view as it starts,
  // unless its place is already where the writer looks.
  const writingHere = generating && !generation.batch;
  useEffect(() => {
    const slot = ideaSlot.current;
    if (!writingHere || !slot) return;
    const { top } = slot.getBoundingClientRect();
    if (top < HEADER_HEIGHT || top > window.innerHeight * 0.6) bringIntoView(slot);
  }, [writingHere]);

  return (
    <section
      aria-labelledby="generation-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <PanelHeading mode={mode} genreCount={genreIds.length} />
      <ModeFieldset mode={mode} onChange={setMode} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <StyleSelect
          id={styleId}
          label={t('generation.styleLabel')}
          value={style}
          onChange={setStyle}
        />
        {mode === 'random-genres' ? (
          <RandomCountField value={requests.randomCount} onChange={requests.setRandomCount} />
        ) : null}
      </div>

      <BriefFields brief={brief} engine={engine.data} />
      {pinPicker}

      <GenerateButton
        generating={generating}
        onGenerate={requests.start}
        onGenerateThree={CANDIDATE_MODES.includes(mode) ? requests.startBatch : undefined}
        onAgain={generation.lastGenres ? () => void requests.regenerate(style) : undefined}
      />
      <EngineStatus engine={engine.data} generating={generating} />

      <div ref={ideaSlot} className="scroll-mt-20" />
      {idea ? (
        <IdeaView
          idea={idea}
          generating={generating}
          entry={entry}
          told={generation.told}
          tools={entry && toolsOf ? toolsOf(entry) : undefined}
          onDevelop={requests.develop}
          onRedraw={requests.redraw}
        />
      ) : null}

      <RegenerateSection
        generating={generating}
        onRegenerate={(regenerateStyle) => void requests.regenerate(regenerateStyle)}
      />
    </section>
  );
}
