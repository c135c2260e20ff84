import type { OutlineBeat, OutlineFinding, StructureListing } from '@plume/core/outline';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { useLanguage } from '../../../lib/use-language';
import { findingText } from '../utils/finding-text';

/**
 * The outline's checks (docs/PRODUCT.md, Outlines): its notes in the interface's words,
 * asked again after every change; a note about a beat takes the writer to it.
 */
export function ChecksPanel({
  findings,
  loading,
  failed,
  refreshing,
  beats,
  listing,
  onRetry,
  onShowBeat,
  className = '',
}: {
  findings: readonly OutlineFinding[] | undefined;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  beats: readonly OutlineBeat[];
  listing: StructureListing;
  onRetry: () => void;
  onShowBeat: (beatId: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const textOf = (finding: OutlineFinding) => {
    const { key, params } = findingText(finding, { beats, listing, language });
    return t(key, params);
  };

  return (
    <aside
      aria-labelledby="outline-checks-title"
      className={`grid min-w-0 gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="outline-checks-title" className="text-lg font-semibold">
          {t('outline.ui.checks.title')}
        </h2>
        {refreshing && !loading ? <Spinner className="size-4 text-ink-muted" /> : null}
      </div>
      <p role="status" className="flex items-start gap-2 text-sm text-ink-muted">
        {findings && findings.length === 0 && !loading ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        ) : null}
        {loading
          ? t('outline.ui.checks.loading')
          : failed
            ? ''
            : findings && findings.length > 0
              ? t('outline.ui.checks.count', { count: findings.length })
              : t('outline.ui.checks.none')}
      </p>
      {failed && !loading ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('outline.ui.checks.error')}</p>
          <button type="button" onClick={onRetry} className={`${secondaryButton} px-3`}>
            {t('outline.ui.retry')}
          </button>
        </div>
      ) : null}
      {findings?.some((finding) => finding.beatId) ? (
        <p className="text-xs text-ink-muted">{t('outline.ui.checks.hint')}</p>
      ) : null}
      {findings && findings.length > 0 ? (
        <ul className="grid gap-2" data-testid="outline-findings">
          {findings.map((finding, index) => {
            const text = textOf(finding);
            const icon = <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />;
            return (
              // Findings have no id of their own, and the same note can come twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={`${finding.kind}-${finding.beatId}-${index}`}>
                {finding.beatId ? (
                  <button
                    type="button"
                    onClick={() => onShowBeat(finding.beatId as string)}
                    className="flex min-h-11 w-full items-start gap-2 rounded-lg border border-line bg-paper p-2.5 text-left text-sm text-ink hover:bg-surface-muted"
                  >
                    {icon}
                    <span className="min-w-0 break-words">{text}</span>
                  </button>
                ) : (
                  <p className="flex items-start gap-2 rounded-lg border border-line bg-paper p-2.5 text-sm">
                    {icon}
                    <span className="min-w-0 break-words">{text}</span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </aside>
  );
}
