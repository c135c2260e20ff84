import type { HistoryEntry } from '@plume/core/contracts';
import type { ElementName } from '@plume/core/generation';
import { isMode, type Mode, type Style, splitIdea } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefReportDetails } from '../../../components/brief-report';
import { DevelopForm } from '../../../components/develop-form';
import { FavouriteButton } from '../../../components/favourite-button';
import { IdeaTextActions } from '../../../components/idea-text-actions';
import { IdeaTextForm } from '../../../components/idea-text-form';
import { RedrawForm } from '../../../components/redraw-form';
import { useIdeaTextEditing } from '../../../lib/use-idea-text-editing';
import { EntryActions } from './entry-actions';
import { EntryBrief } from './entry-brief';
import { EntryHeading } from './entry-heading';
import { EntryLineage } from './entry-lineage';
import { EntryNote } from './entry-note';
import { EntryText } from './entry-text';

export interface HistoryEntryCardProps {
  entry: HistoryEntry;
  language: Language;
  /** The genre as shown in the interface language. */
  genreName: (label: string, id: string | null) => string;
  /** Absent for random-genres entries, which cannot be regenerated (docs/PRODUCT.md, "History"). */
  onRegenerate?: () => void;
  regenerating: boolean;
  onDelete: () => void;
  deleting: boolean;
  /** Develops the idea into a richer mode; busy while an idea is written. */
  onDevelop: (mode: Mode, style: Style) => void;
  /** Redraws the idea keeping the elements the writer locked; busy likewise. */
  onRedraw: (keep: ElementName[], style: Style) => void;
  /** Searches the history for a title: the idea's, which its developments keep, or a redraw's. */
  onShowLine: (title: string) => void;
  /** The idea's outline and story bible, drawn by the desk among the main actions. */
  tools?: ReactNode;
  /** The desk's other tools for the idea (sharing), among the other actions. */
  moreTools?: ReactNode;
}

/**
 * One saved idea: title, date, genres, mode and style, an excerpt that opens (or the form
 * that edits the text), then its main actions (star, develop, outline, story bible) and
 * "More actions" for the rest.
 */
export function HistoryEntryCard({
  entry,
  language,
  genreName,
  onRegenerate,
  regenerating,
  onDelete,
  deleting,
  onDevelop,
  onRedraw,
  onShowLine,
  tools,
  moreTools,
}: HistoryEntryCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useIdeaTextEditing(entry);
  const { title, blocks } = splitIdea(entry.idea);
  const labelOf = (mode: string) => (isMode(mode) ? t(`generation.modes.${mode}.label`) : mode);
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={deleting}
      className="@container rounded-xl border border-line bg-paper p-4 sm:p-5"
    >
      <EntryHeading
        entry={entry}
        titleId={titleId}
        title={title}
        language={language}
        modeLabel={labelOf(entry.mode)}
        genreName={genreName}
      />
      <EntryLineage entry={entry} modeLabel={labelOf} title={title} onShowLine={onShowLine} />
      {editing ? (
        <IdeaTextForm entry={entry} onClose={() => setEditing(false)} />
      ) : (
        <EntryText blocks={blocks} language={entry.language} />
      )}
      <IdeaTextActions entry={entry} editing={editing} onEdit={setEditing} />
      <EntryBrief brief={entry.brief} />
      <BriefReportDetails report={entry.briefReport} language={entry.language} />
      <EntryNote entry={entry} />
      <div className="mt-3 flex flex-wrap items-start gap-x-2">
        <div className="mt-3">
          <FavouriteButton entry={entry} />
        </div>
        <DevelopForm
          mode={entry.mode}
          style={entry.style}
          developed={entry.developments.map((idea) => idea.mode)}
          onShowDeveloped={() => onShowLine(title)}
          disabled={regenerating}
          onDevelop={onDevelop}
        />
        {tools}
        <EntryActions
          entry={entry}
          language={language}
          onRegenerate={onRegenerate}
          regenerating={regenerating}
          onDelete={onDelete}
          deleting={deleting}
          forms={
            <>
              <RedrawForm
                elements={entry.elements}
                language={entry.language}
                style={entry.style}
                disabled={regenerating}
                onRedraw={onRedraw}
              />
              {moreTools}
            </>
          }
        />
      </div>
    </article>
  );
}
