import { Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from './button-styles';
import { Spinner } from './spinner';

/**
 * A delete button that asks first: the question and its two answers take the button's
 * place (and a row of their own in a row of actions), the delete answer focused; cancelled,
 * the focus returns to the button. A spinner replaces its icon while the deletion runs.
 */
export function ConfirmDelete({
  question,
  confirmLabel,
  deleting,
  onDelete,
  button,
}: {
  question: string;
  confirmLabel: string;
  deleting: boolean;
  onDelete: () => void;
  /** The button's look where it stands: its classes, its text (beside the icon), its tooltip. */
  button: { className: string; label: ReactNode; title?: string };
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <button
        ref={deleteButton}
        type="button"
        onClick={() => setConfirming(true)}
        disabled={deleting}
        title={button.title}
        className={button.className}
      >
        {deleting ? (
          <Spinner className="size-4" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        {button.label}
      </button>
    );
  }
  return (
    <div className="flex basis-full flex-wrap items-center gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3">
      <p id={`${ids}-confirm`} className="text-sm font-medium text-ink sm:flex-1">
        {question}
      </p>
      <button
        ref={confirmButton}
        type="button"
        aria-describedby={`${ids}-confirm`}
        onClick={() => {
          setConfirming(false);
          onDelete();
        }}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-danger px-3 text-sm font-semibold text-paper hover:opacity-90"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {confirmLabel}
      </button>
      <button
        type="button"
        onClick={() => setConfirming(false)}
        className={`${secondaryButton} px-3`}
      >
        {t('history.cancel')}
      </button>
    </div>
  );
}
