import type { HistoryEntry } from '@plume/core/contracts';
import { PencilLine, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateHistoryEntry } from '../lib/update-history-entry';
import { secondaryButton } from './button-styles';
import { Spinner } from './spinner';

const linkButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60';

/**
 * Under an idea's text (docs/PRODUCT.md, Editing an idea): "Edit the text", which opens the
 * form in the text's place, and once the writer has edited it, an "Edited" mark and
 * "Restore the original", asked first since the writer's text is then lost.
 */
export function IdeaTextActions({
  entry,
  editing,
  onEdit,
}: {
  entry: HistoryEntry;
  /** Whether the form is open: the button says so, and closes it again. */
  editing: boolean;
  onEdit: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const restore = useUpdateHistoryEntry(entry.id, { success: 'ideaText.restored' });
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Answered, the question goes: the focus moves to the button that stays.
  const answer = (restoring: boolean) => {
    setConfirming(false);
    editButton.current?.focus();
    if (restoring) restore.mutate({ restoreOriginal: true });
  };

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={editButton}
        type="button"
        aria-expanded={editing}
        onClick={() => onEdit(!editing)}
        className={linkButton}
      >
        <PencilLine aria-hidden="true" className="size-4" />
        {t('ideaText.edit')}
      </button>
      {entry.edited && !editing ? (
        <>
          <span
            className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent"
            title={t('ideaText.editedHint')}
            data-testid="edited-mark"
          >
            {t('ideaText.edited')}
          </span>
          {confirming ? null : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={restore.isPending}
              className={linkButton}
            >
              {restore.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Undo2 aria-hidden="true" className="size-4" />
              )}
              {t('ideaText.restore')}
            </button>
          )}
        </>
      ) : null}
      {confirming && entry.edited ? (
        <div className="flex basis-full flex-wrap items-center gap-2 rounded-lg border border-line bg-surface p-3">
          <p id={`${ids}-confirm`} className="w-full text-sm font-medium text-ink">
            {t('ideaText.confirmRestore')}
          </p>
          <button
            ref={confirmButton}
            type="button"
            aria-describedby={`${ids}-confirm`}
            onClick={() => answer(true)}
            className={`${secondaryButton} min-h-10 px-3`}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('ideaText.confirmRestoreYes')}
          </button>
          <button
            type="button"
            onClick={() => answer(false)}
            className={`${secondaryButton} min-h-10 px-3`}
          >
            {t('ideaText.cancel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
