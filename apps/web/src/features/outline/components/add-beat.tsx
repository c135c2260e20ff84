import { BEAT_TITLE_MAX, type Outline, type OutlineBeat } from '@plume/core/outline';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { useAddBeat } from '../api/outlines';

/**
 * "Add a beat" after a beat, or before the first: a title to give it, then the beat of the
 * writer's own in the outline (`onAdded`, which shows it). Cancelled, the focus goes back
 * to the button.
 */
export function AddBeat({
  outline,
  after,
  label,
  onAdded,
}: {
  outline: Outline;
  /** The beat it follows; null for the first place. */
  after: string | null;
  /** What the button says: after a beat, or at the start. */
  label: string;
  onAdded: (beat: OutlineBeat) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const add = useAddBeat(outline);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) field.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || add.isPending) return;
    add.mutate(
      { after, title: trimmed },
      {
        onSuccess: (beat) => {
          wasOpen.current = false;
          setOpen(false);
          setTitle('');
          onAdded(beat);
        },
      },
    );
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className={`${secondaryButton} px-3`}
      >
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="flex basis-full flex-wrap items-end gap-2 rounded-lg border border-line bg-surface p-3"
    >
      <div className="min-w-0 flex-1 basis-52">
        <label htmlFor={`${ids}-title`} className={labelStyles}>
          {t('outline.ui.newBeatTitle')}
        </label>
        <input
          ref={field}
          id={`${ids}-title`}
          lang={outline.language}
          value={title}
          maxLength={BEAT_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className={`${inputStyles} mt-1`}
        />
      </div>
      <button type="submit" disabled={!title.trim() || add.isPending} className={primaryButton}>
        <Plus aria-hidden="true" className="size-4" />
        {t('outline.ui.addBeat')}
      </button>
      <button type="button" onClick={() => setOpen(false)} className={`${secondaryButton} px-3`}>
        {t('outline.ui.cancel')}
      </button>
    </form>
  );
}
