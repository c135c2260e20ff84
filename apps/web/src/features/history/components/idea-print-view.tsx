import type { IdeaDocument } from '@plume/core/history';
import { ROUTE_TABLE } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { IdeaBody } from '../../../components/idea-body';
import { PrintToolbar } from '../../../components/print-toolbar';
import { useLanguage } from '../../../lib/use-language';
import { PrintedBible } from './printed-bible';

/**
 * A saved idea as a printed page: its title, sections, details, the writer's note and its
 * line's story bible, as the Word and Markdown exports lay them out, with the browser's
 * print dialog a button away (where "Save as PDF" is one of the printers).
 * The buttons, the header and the footer are not printed.
 */
export function IdeaPrintView({ document }: { document: IdeaDocument }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <PrintToolbar backTo={ROUTE_TABLE.home[language]} backLabel={t('print.back')} />
      <article className="rounded-2xl border border-line bg-paper p-6 sm:p-10 print:rounded-none print:border-0 print:p-0">
        <div lang={document.language}>
          <h1 className="font-serif text-3xl font-semibold break-words">{document.title}</h1>
          <IdeaBody blocks={document.blocks} headingLevel={2} />
        </div>
        <dl className="mt-8 grid gap-1 border-t border-line pt-4 text-sm">
          {document.details.map((detail) => (
            <div key={detail.label}>
              <dt className="inline font-semibold">{detail.label}</dt>{' '}
              <dd className="inline">{detail.value}</dd>
            </div>
          ))}
        </dl>
        {document.note ? (
          <section className="mt-8">
            <h2 className="font-sans text-sm font-semibold tracking-wide text-accent">
              {document.note.label}
            </h2>
            <p className="mt-2 max-w-prose text-sm leading-relaxed whitespace-pre-line break-words">
              {document.note.text}
            </p>
          </section>
        ) : null}
        {document.bible ? (
          <PrintedBible bible={document.bible} language={document.language} />
        ) : null}
      </article>
    </div>
  );
}
