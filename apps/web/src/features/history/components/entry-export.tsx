import type { Language } from '@plume/core/i18n';
import { Download, FileText, FileType, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ideaExportUrl, ideaPrintUrl } from '../api/export-urls';
import { WithoutPrivateToggle } from './without-private-toggle';

const linkStyles =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-accent underline-offset-4 hover:underline';

/**
 * "Export": a disclosure with the ways to take the idea away: a Word document, Markdown,
 * and the print view (print, or save as PDF), after a box that leaves the writer's private
 * notes and secrets out of them. Plain links, so the browser downloads or opens them as it
 * does any file.
 */
export function EntryExport({
  id,
  language,
  buttonClassName,
}: {
  id: string;
  language: Language;
  buttonClassName: string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [withoutPrivate, setWithoutPrivate] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-formats`}
        onClick={() => setOpen((shown) => !shown)}
        title={t('export.open')}
        className={buttonClassName}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('export.open')}
      </button>
      <div
        id={`${ids}-formats`}
        hidden={!open}
        className="order-last basis-full rounded-lg border border-line bg-surface px-2 py-1"
      >
        <WithoutPrivateToggle checked={withoutPrivate} onChange={setWithoutPrivate} />
        <ul aria-label={t('export.formats')} className="flex flex-wrap gap-x-3 gap-y-1">
          <li>
            <a
              href={ideaExportUrl(id, 'docx', language, !withoutPrivate)}
              download
              className={linkStyles}
            >
              <FileType aria-hidden="true" className="size-4" />
              {t('export.word')}
            </a>
          </li>
          <li>
            <a
              href={ideaExportUrl(id, 'md', language, !withoutPrivate)}
              download
              className={linkStyles}
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('export.markdown')}
            </a>
          </li>
          <li>
            <a
              href={ideaPrintUrl(id, !withoutPrivate)}
              target="_blank"
              rel="noopener"
              className={linkStyles}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('export.print')}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}
