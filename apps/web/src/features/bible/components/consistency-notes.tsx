import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConsistency } from '../api/story-cards';

/**
 * The idea's text checked against its line's cards (docs/PRODUCT.md, The story bible):
 * each finding in the interface's words, or that the text agrees.
 */
export function ConsistencyNotes({
  ideaId,
  text,
  titleId,
}: {
  ideaId: string;
  /** The idea's text as it now is. */
  text: string;
  titleId: string;
}) {
  const { t } = useTranslation();
  const notes = useConsistency(ideaId, text, true);
  const findings = notes.data;

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-line bg-surface p-3">
      <h4 id={titleId} className="text-sm font-semibold">
        {t('bible.consistency.title')}
      </h4>
      {!findings ? (
        <p className="mt-1 text-sm text-ink-muted">
          {notes.isError ? t('bible.consistency.error') : t('bible.consistency.loading')}
        </p>
      ) : findings.length === 0 ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-accent" />
          {t('bible.consistency.none')}
        </p>
      ) : (
        <ul className="mt-1 grid gap-1.5">
          {findings.map((finding) => (
            <li
              key={`${finding.kind}-${finding.cardId}-${finding.at}`}
              className="flex gap-1.5 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span className="break-words">
                {t(`bible.findings.${finding.kind}`, {
                  found: finding.found,
                  expected:
                    finding.kind === 'gender'
                      ? t(`bible.genders.${finding.expected}`)
                      : finding.expected,
                  name: finding.name,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
