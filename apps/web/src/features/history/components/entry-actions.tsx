import type { HistoryEntry } from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardActionButton, cardActionLabel } from '../../../components/button-styles';
import { CopyButton } from '../../../components/copy-button';
import { FavouriteButton } from '../../../components/favourite-button';
import { EntryDelete } from './entry-delete';
import { EntryExport } from './entry-export';

/** A saved idea's row of actions: star, copy, regenerate, export and delete. */
export function EntryActions({
  entry,
  language,
  onRegenerate,
  regenerating,
  onDelete,
  deleting,
}: {
  entry: HistoryEntry;
  language: Language;
  /** Absent for random-genres entries, which cannot be regenerated (docs/PRODUCT.md, "History"). */
  onRegenerate?: () => void;
  regenerating: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <FavouriteButton entry={entry} compact />
      <CopyButton text={entry.idea} label={t('generation.copyIdea')} compact />
      {onRegenerate ? (
        <button
          type="button"
          onClick={onRegenerate}
          disabled={regenerating}
          title={t('history.regenerateHint')}
          className={cardActionButton}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          <span className={cardActionLabel}>{t('history.regenerate')}</span>
        </button>
      ) : null}
      <EntryExport
        id={entry.id}
        language={language}
        buttonClassName={cardActionButton}
        labelClassName={cardActionLabel}
      />
      <EntryDelete deleting={deleting} onDelete={onDelete} />
    </div>
  );
}
