import type { LucideIcon } from 'lucide-react';

/** The icon badge beside a desk panel's title (generation, history, credits). */
export function PanelIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
