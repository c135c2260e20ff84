import type { Language } from '@plume/core/i18n';
import { FileType, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { favouritesExportUrl } from '../api/export-urls';
import { WithoutPrivateToggle } from './without-private-toggle';

/**
 * The favourites filter, and while it is on and shows something, the link that exports
 * every favourite as one Word document (docs/PRODUCT.md, "History"), after the box that
 * leaves the writer's private notes and secrets out of it.
 */
export function FavouritesFilter({
  on,
  onToggle,
  exportable,
  language,
}: {
  on: boolean;
  onToggle: () => void;
  /** The writer has favourites to export. */
  exportable: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const [withoutPrivate, setWithoutPrivate] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={on}
        onClick={onToggle}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors ${
          on
            ? 'border-accent bg-accent text-on-accent'
            : 'border-line bg-paper text-ink hover:bg-surface-muted'
        }`}
      >
        <Star aria-hidden="true" className={`size-4 ${on ? 'fill-current' : ''}`} />
        {t('favourites.filter')}
      </button>
      {on && exportable ? (
        <>
          <WithoutPrivateToggle checked={withoutPrivate} onChange={setWithoutPrivate} />
          <a
            href={favouritesExportUrl(language, !withoutPrivate)}
            download
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            <FileType aria-hidden="true" className="size-4" />
            {t('favourites.export')}
          </a>
        </>
      ) : null}
    </div>
  );
}
