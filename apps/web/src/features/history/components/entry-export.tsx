import type { Language } from '@plume/core/i18n';
import { printIdeaPath } from '@plume/core/routes';
import { Download, FileText, FileType, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ideaExportUrl } from '../api/export-urls';

const linkStyles =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-accent underline-offset-4 hover:underline';

/**
 * "Export": a disclosure with the ways to take the idea away: a Word document, Markdown,
 * and the print view (print, or save as PDF). Plain links, so the browser downloads or
 * opens them as it does any file.
 */
export function EntryExport({
  id,
  language,
  buttonClassName,
  labelClassName,
}: {
  id: string;
  language: Language;
  buttonClassName: string;
  labelClassName: string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
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
        <span className={labelClassName}>{t('export.open')}</span>
      </button>
      <ul
        id={`${ids}-formats`}
        hidden={!open}
        aria-label={t('export.formats')}
        className="order-last flex basis-full flex-wrap gap-x-3 gap-y-1 rounded-lg border border-line bg-surface px-2 py-1"
      >
        <li>
          <a href={ideaExportUrl(id, 'docx', language)} download className={linkStyles}>
            <FileType aria-hidden="true" className="size-4" />
            {t('export.word')}
          </a>
        </li>
        <li>
          <a href={ideaExportUrl(id, 'md', language)} download className={linkStyles}>
            <FileText aria-hidden="true" className="size-4" />
            {t('export.markdown')}
          </a>
        </li>
        <li>
          <a href={printIdeaPath(id)} target="_blank" rel="noopener" className={linkStyles}>
            <Printer aria-hidden="true" className="size-4" />
            {t('export.print')}
          </a>
        </li>
      </ul>
    </>
  );
}
