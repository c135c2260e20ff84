import type { HistoryEntry } from '@plume/core/contracts';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The brief the idea was written with, folded: notes, things to avoid, audience. */
export function EntryBrief({ brief }: { brief: HistoryEntry['brief'] }) {
  const { t } = useTranslation();
  const parts = [
    brief.notes ? { label: t('brief.notes'), text: brief.notes } : undefined,
    brief.avoid ? { label: t('brief.avoid'), text: brief.avoid } : undefined,
    brief.audience
      ? { label: t('brief.audience'), text: t(`brief.audiences.${brief.audience}`) }
      : undefined,
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return null;
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-md font-medium text-accent underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
        {t('history.brief')}
      </summary>
      <dl className="mt-1 grid gap-1 rounded-lg bg-surface p-3">
        {parts.map((part) => (
          <div key={part.label}>
            <dt className="text-xs font-medium text-ink-muted">{part.label}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{part.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
