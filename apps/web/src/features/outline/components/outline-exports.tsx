import { OUTLINE_EXPORT_FORMATS, type OutlineExportFormat } from '@plume/core/contracts';
import { printOutlinePath } from '@plume/core/routes';
import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { outlineExportUrl } from '../api/outlines';

const linkStyles =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-accent underline-offset-4 hover:underline';

/** The formats in the order a writer looks for them. */
const FORMAT_ORDER: readonly OutlineExportFormat[] = ['docx', 'md', 'csv', 'opml'];

/**
 * The outline as a file (docs/PRODUCT.md, Outlines: exports): Word, Markdown, CSV for a
 * spreadsheet, OPML for Scrivener and outliners, and a page to print. Plain links, the files
 * downloaded as any file is.
 */
export function OutlineExports({ outlineId, ideaId }: { outlineId: string; ideaId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 id="outline-exports-title" className="font-sans text-sm font-semibold">
        {t('outline.ui.exports.title')}
      </h3>
      <ul aria-labelledby="outline-exports-title" className="mt-1 flex flex-wrap gap-x-2">
        {FORMAT_ORDER.filter((format) => OUTLINE_EXPORT_FORMATS.includes(format)).map((format) => (
          <li key={format}>
            <a href={outlineExportUrl(outlineId, format)} download className={linkStyles}>
              <Download aria-hidden="true" className="size-4" />
              {t(`outline.ui.exports.${format}`)}
            </a>
          </li>
        ))}
        <li>
          <a href={printOutlinePath(ideaId)} target="_blank" rel="noopener" className={linkStyles}>
            <Printer aria-hidden="true" className="size-4" />
            {t('outline.ui.exports.print')}
          </a>
        </li>
      </ul>
    </div>
  );
}
