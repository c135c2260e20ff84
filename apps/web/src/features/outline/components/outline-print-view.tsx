import type { PrintedOutline } from '@plume/core/outline';
import { outlinePath } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { PrintToolbar } from '../../../components/print-toolbar';
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
        {outline.acts.map((act, actIndex) =>
          act.beats.length === 0 ? null : (
            // Acts are the structure's, in its order: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <section key={actIndex} className="mt-8">
              {act.name ? (
                <h2 className="border-b border-line pb-1 font-serif text-xl font-semibold break-words">
                  {act.name}
                </h2>
              ) : null}
              {act.beats.map((beat, beatIndex) => (
                <section
                  // The beats of a printed page never move.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={beatIndex}
                  className="mt-5 break-inside-avoid"
                >
                  <h3 className="font-serif text-lg font-semibold break-words">
                    {beat.heading.title}
                    {beat.heading.beat ? (
                      <span className="ml-2 font-sans text-sm font-normal text-ink-muted">
                        ({beat.heading.beat})
                      </span>
                    ) : null}
                  </h3>
                  {beat.summary.trim() ? (
                    <p className="mt-1 max-w-prose text-sm leading-relaxed whitespace-pre-line break-words">
                      {beat.summary}
                    </p>
                  ) : null}
                  {beat.fields.length > 0 ? (
                    <dl className="mt-2 grid gap-0.5 text-sm">
                      {beat.fields.map((field) => (
                        <div key={field.label}>
                          <dt className="inline font-semibold">{field.label}</dt>{' '}
                          <dd className="inline whitespace-pre-line break-words">{field.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </section>
              ))}
            </section>
          ),
        )}
      </article>
    </div>
  );
}
