import type { HistoryEntry } from '@plume/core/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLatestEntry, useUpdateHistoryEntry } from '../lib/update-history-entry';
import { secondaryButton } from './button-styles';

/**
 * The star that keeps an idea among the writer's favourites: a toggle button whose pressed
 * state says whether it is one, shown at once while the change is saved.
 */
export function FavouriteButton({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const latest = useLatestEntry(entry);
  const update = useUpdateHistoryEntry(entry.id);
  const favourite =
    update.isPending && update.variables.favourite !== undefined
      ? update.variables.favourite
      : latest.favourite;

  // The pressed look and the phone padding are variants: plain border-accent, text-accent
  // and px-2.5 come before secondaryButton's border-line, text-ink and px-4 in the stylesheet.
  return (
    <button
      type="button"
      aria-pressed={favourite}
      onClick={() => update.mutate({ favourite: !favourite })}
      title={t(favourite ? 'favourites.remove' : 'favourites.add')}
      className={`${secondaryButton} min-h-10 max-sm:px-2.5 sm:px-3 aria-pressed:border-accent aria-pressed:text-accent`}
    >
      <Star aria-hidden="true" className={`size-4 ${favourite ? 'fill-current' : ''}`} />
      {t('favourites.star')}
    </button>
  );
}
