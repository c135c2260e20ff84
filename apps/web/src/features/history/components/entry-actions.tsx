import type { HistoryEntry } from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import { MoreHorizontal, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { CopyButton } from '../../../components/copy-button';
import { EntryDelete } from './entry-delete';
import { EntryExport } from './entry-export';

const labelledButton = `${secondaryButton} min-h-10 px-3`;

/**
 * "More actions" on a saved idea: a disclosure under the card's main actions that holds the
 * rest, each with its label: copy, regenerate, export, the `forms` (redraw, share) and
 * delete. Closed, it keeps the card to a handful of buttons.
 */
export function EntryActions({
  entry,
  language,
  onRegenerate,
  regenerating,
  onDelete,
  deleting,
  forms,
}: {
  entry: HistoryEntry;
  language: Language;
  /** Absent for random-genres entries, which cannot be regenerated (docs/PRODUCT.md, "History"). */
  onRegenerate?: () => void;
  regenerating: boolean;
  onDelete: () => void;
  deleting: boolean;
  /** The actions that open a form of their own under the card (redraw, share). */
  forms: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-more`}
        onClick={() => setOpen((shown) => !shown)}
        className={`${secondaryButton} mt-3 min-h-10 px-3`}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
        {t('history.moreActions')}
      </button>
      <section
        id={`${ids}-more`}
        hidden={!open}
        aria-label={t('history.moreActions')}
        className="mt-3 w-full rounded-lg border border-line bg-surface p-3"
      >
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={entry.idea} label={t('generation.copyIdea')} />
          {onRegenerate ? (
            <button
              type="button"
              onClick={onRegenerate}
              disabled={regenerating}
              title={t('history.regenerateHint')}
              className={labelledButton}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('history.regenerate')}
            </button>
          ) : null}
          <EntryExport id={entry.id} language={language} buttonClassName={labelledButton} />
          <EntryDelete deleting={deleting} onDelete={onDelete} />
        </div>
        <div className="flex flex-wrap gap-x-2">{forms}</div>
      </section>
    </>
  );
}
