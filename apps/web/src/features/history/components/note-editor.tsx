import { HISTORY_NOTE_MAX } from '@plume/core/history';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { inputStyles } from '../../../components/form-styles';
import type { SaveStatus } from '../../../lib/use-autosave';

/**
 * The text area of an entry's note, with whether it is saved and how much room is left.
 * It takes the focus as it opens.
 */
export function NoteEditor({
  ids,
  draft,
  onWrite,
  status,
  onDone,
}: {
  /** The prefix of the editor's element ids. */
  ids: string;
  draft: string;
  onWrite: (note: string) => void;
  status: SaveStatus;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    area.current?.focus();
  }, []);

  return (
    <div className="mt-3 rounded-lg border border-line bg-surface p-3">
      <label htmlFor={`${ids}-note`} className="text-xs font-medium text-ink-muted">
        {t('note.title')}
      </label>
      <textarea
        ref={area}
        id={`${ids}-note`}
        value={draft}
        maxLength={HISTORY_NOTE_MAX}
        rows={4}
        onChange={(event) => onWrite(event.target.value)}
        aria-describedby={`${ids}-status ${ids}-count`}
        placeholder={t('note.placeholder')}
        // Grows with the note from four rows (where field-sizing is supported), up to about a
        // dozen, then scrolls, as the brief's notes do.
        className={`${inputStyles} mt-1 field-sizing-content min-h-28 max-h-72 py-2`}
      />
      {/* Side by side where there is room; on a phone the status takes the line and the
          count goes under it, on the right. */}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
        <p
          id={`${ids}-status`}
          role="status"
          className={`min-w-0 flex-1 basis-40 ${status === 'failed' ? 'text-danger' : ''}`}
        >
          {status === 'idle' ? t('note.private') : t(`note.${status}`)}
        </p>
        <p id={`${ids}-count`} className="ml-auto shrink-0 tabular-nums">
          {t('note.count', {
            length: draft.length,
            max: HISTORY_NOTE_MAX,
          })}
        </p>
      </div>
      <button type="button" onClick={onDone} className={`${secondaryButton} mt-2 min-h-10 px-3`}>
        {t('note.done')}
      </button>
    </div>
  );
}
