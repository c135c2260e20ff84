import { ChevronDown, type LucideIcon } from 'lucide-react';
import { secondaryButton } from './button-styles';

/** The button that opens and closes a form under an idea, its chevron turning with it. */
export function DisclosureButton({
  open,
  controls,
  icon: Icon,
  label,
  onToggle,
}: {
  open: boolean;
  /** The id of what it opens. */
  controls: string;
  icon: LucideIcon;
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`${secondaryButton} min-h-10 px-3`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <ChevronDown
        aria-hidden="true"
        className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
      />
    </button>
  );
}
