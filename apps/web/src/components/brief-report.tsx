import type { BriefReport } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { briefReportSummary, briefRoleLabel, hasBriefItems } from './brief-report-text';

/**
 * What the built-in generator made of the writer's notes, folded: the phrases it used, each
 * with what it became, those it did not use, and that an AI would follow the whole brief.
 * The phrases are the writer's own, in the idea's language; the rest is in the interface's.
 * Nothing when the idea has no report (an AI wrote it) or the report is empty.
 */
export function BriefReportDetails({
  report,
  language,
}: {
  report: BriefReport | undefined;
  /** The idea's language, which the writer's phrases are in. */
  language: Language;
}) {
  const { t } = useTranslation();
  const ids = useId();
  if (!hasBriefItems(report)) return null;
  return (
    <details className="group mt-2 text-sm" data-testid="brief-report">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md font-medium text-accent underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
        {briefReportSummary(report, t)}
      </summary>
      <div className="mt-1 grid gap-2 rounded-lg bg-surface p-3 break-words text-ink">
        {report.used.length > 0 ? (
          <div>
            <p id={`${ids}-used`} className="text-xs font-medium text-ink-muted">
              {t('briefReport.used')}
            </p>
            <ul aria-labelledby={`${ids}-used`} className="mt-1 list-disc space-y-0.5 pl-5">
              {report.used.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may come twice, each in its place
                <li key={index}>
                  <span lang={language}>{item.text}</span>{' '}
                  <span className="text-ink-muted">({briefRoleLabel(item.as, t)})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {report.skipped.length > 0 ? (
          <div>
            <span id={`${ids}-skipped`} className="text-xs font-medium text-ink-muted">
              {t('briefReport.skipped')}
            </span>{' '}
            <ul aria-labelledby={`${ids}-skipped`} className="inline">
              {report.skipped.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may come twice, each in its place
                <li key={index} className="inline">
                  <span lang={language}>{text}</span>
                  {index < report.skipped.length - 1 ? ', ' : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-ink-muted">{t('briefReport.aiFollowsAll')}</p>
      </div>
    </details>
  );
}
