import type { BriefItemRole, BriefReport } from '@plume/core/generation';

/** A translator as react-i18next's `t`: a key and its values, the text in the interface's language. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whether a report has anything to show: at least one phrase used or left aside. */
export function hasBriefItems(report: BriefReport | undefined): report is BriefReport {
  return report !== undefined && (report.used.length > 0 || report.skipped.length > 0);
}

/**
 * The report's summary line, "From your notes: 3 used, 1 not used", each count in its plural
 * form; a count of none is left out.
 */
export function briefReportSummary(report: BriefReport, t: Translate): string {
  const used = report.used.length;
  const skipped = report.skipped.length;
  const usedText = t('briefReport.usedCount', { count: used });
  const skippedText = t('briefReport.skippedCount', { count: skipped });
  const counts =
    used > 0 && skipped > 0
      ? t('briefReport.bothCounts', { used: usedText, skipped: skippedText })
      : used > 0
        ? usedText
        : skippedText;
  return t('briefReport.summary', { counts });
}

/** What a used phrase became, "the setting", "a name", in the interface's language. */
export function briefRoleLabel(role: BriefItemRole, t: Translate): string {
  return t(`briefReport.roles.${role}`);
}
