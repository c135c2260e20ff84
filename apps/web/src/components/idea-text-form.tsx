import type { HistoryEntry } from '@plume/core/contracts';
import { hasWords, IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX, ideaTextOf } from '@plume/core/history';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateHistoryEntry } from '../lib/update-history-entry';
import { primaryButton, secondaryButton } from './button-styles';
import { inputStyles, labelStyles } from './form-styles';
import { Spinner } from './spinner';

/**
 * The idea's text to edit in place (docs/PRODUCT.md, Editing an idea): its title and what
 * is below it, saved together; Cancel or Escape leaves it as it was. The title takes the
 * focus as the form opens, and the focus goes back to what opened it as it closes.
 */
export function IdeaTextForm({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const update = useUpdateHistoryEntry(entry.id, { success: 'ideaText.saved' });
  const [draft, setDraft] = useState(() => ideaTextOf(entry.idea));
  const titleInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    titleInput.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const complete = hasWords(draft.title) && hasWords(draft.description);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || update.isPending) return;
    update.mutate({ text: draft }, { onSuccess: onClose });
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      aria-labelledby={`${ids}-heading`}
      className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
    >
      <p id={`${ids}-heading`} className="text-sm font-semibold">
        {t('ideaText.edit')}
      </p>
      <div>
        <label htmlFor={`${ids}-title`} className={labelStyles}>
          {t('ideaText.title')}
        </label>
        <input
          ref={titleInput}
          id={`${ids}-title`}
          type="text"
          lang={entry.language}
          value={draft.title}
          maxLength={IDEA_TITLE_MAX}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          aria-invalid={!hasWords(draft.title)}
          className={`${inputStyles} mt-1`}
        />
      </div>
      <div>
        <label htmlFor={`${ids}-description`} className={labelStyles}>
          {t('ideaText.description')}
        </label>
        <p id={`${ids}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {t('ideaText.descriptionHint')}
        </p>
        <textarea
          id={`${ids}-description`}
          lang={entry.language}
          value={draft.description}
          maxLength={IDEA_DESCRIPTION_MAX}
          rows={10}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          aria-describedby={`${ids}-hint`}
          aria-invalid={!hasWords(draft.description)}
          // Grows with the text where field-sizing is supported, up to most of the screen,
          // then scrolls.
          className={`${inputStyles} mt-1 field-sizing-content min-h-48 max-h-[70vh] py-2 leading-relaxed`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!complete || update.isPending}
          className={`${primaryButton} px-4`}
        >
          {update.isPending ? <Spinner className="size-4" /> : null}
          {t('ideaText.save')}
        </button>
        <button type="button" onClick={onClose} className={`${secondaryButton} px-4`}>
          {t('ideaText.cancel')}
        </button>
      </div>
    </form>
  );
}
