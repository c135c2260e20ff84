import type { StoryCard } from '@plume/core';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { useDeleteCard } from '../api/story-cards';

/**
 * "Delete this card", asking first: the confirmation takes the button's place, its Delete
 * button focused; cancelled, the focus returns to the button.
 */
export function CardDelete({ card }: { card: StoryCard }) {
  const { t } = useTranslation();
  const ids = useId();
  const deletion = useDeleteCard(card.id);
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
        disabled={deletion.isPending}
        className={`${secondaryButton} min-h-10 justify-self-start px-3 text-danger`}
      >
        {deletion.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        {t('bible.delete')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3">
      <p id={`${ids}-confirm`} className="text-sm font-medium text-ink sm:flex-1">
        {t('bible.confirmDelete', { name: card.name })}
      </p>
      <button
        ref={confirmButton}
        type="button"
        aria-describedby={`${ids}-confirm`}
        onClick={() => {
          setConfirming(false);
          deletion.mutate();
        }}
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-danger px-3 text-sm font-semibold text-paper hover:opacity-90"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('bible.confirmDeleteYes')}
      </button>
      <button
        type="button"
        onClick={() => setConfirming(false)}
        className={`${secondaryButton} min-h-10 px-3`}
      >
        {t('history.cancel')}
      </button>
    </div>
  );
}
