import type { PrintedOutline } from '@plume/core/outline';
import { outlinePath } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { PrintToolbar } from '../../../components/print-toolbar';
import { PrintedOutlineActs } from '../../../components/printed-outline-acts';
import { useLanguage } from '../../../lib/use-language';

/**
 * An outline as printed pages: the idea's title, the structure and length, each act as a
 * section and each beat under it with its summary and fields, kept together on a page where
 * it fits. The browser's print dialog is a button away ("Save as PDF" is one of its
 * printers); the buttons are not printed.
 */
export function OutlinePrintView({ ideaId, outline }: { ideaId: string; outline: PrintedOutline }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <PrintToolbar backTo={outlinePath(ideaId, language)} backLabel={t('outline.ui.print.back')} />
      <article
        lang={outline.language}
        className="rounded-2xl border border-line bg-paper p-6 sm:p-10 print:rounded-none print:border-0 print:p-0"
      >
        <h1 className="font-serif text-3xl font-semibold break-words">{outline.title}</h1>
        <p className="mt-2 text-sm text-ink-muted">
          <em>{outline.structure}</em> · <strong>{outline.length.label}</strong>{' '}
          {outline.length.value}
        </p>
        <PrintedOutlineActs outline={outline} />
      </article>
    </div>
  );
}
