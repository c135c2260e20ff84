import type { Language } from '@plume/core/i18n';
import { Spinner } from '../../../components/spinner';

/** The idea an outline is of, as the page's loader read it. */
export interface OutlinedIdea {
  id: string;
  title: string;
  language: Language;
}

/** What the outline's page shows while its outline or its structure is on its way. */
export function OutlineLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-ink-muted">
      <Spinner className="size-5 text-accent" />
      {label}
    </p>
  );
}
