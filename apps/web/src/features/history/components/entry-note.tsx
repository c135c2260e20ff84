import type { HistoryEntry } from '@plume/core/contracts';
import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoteAutosave } from '../hooks/use-note-autosave';
import { NoteEditor } from './note-editor';

/**
 * The writer's private note on an idea: shown on the card, written in a text area that
 * saves as the writer types (after a pause, and when they are done), saying whether it is
 * saved.
 */
export function EntryNote({ entry }: { entry: HistoryEntry }) {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const autosave = useNoteAutosave(entry);

  if (!editing) {
    return (
      <SavedNote
        note={autosave.note}
        onEdit={() => {
          autosave.start();
          setEditing(true);
        }}
      />
    );
  }

  return (
    <NoteEditor
      ids={ids}
      draft={autosave.draft}
      onWrite={autosave.write}
      status={autosave.status}
      onDone={() => {
        autosave.finish();
        setEditing(false);
      }}
    />
  );
}

/** The note as saved, if there is one, and the button that opens it for writing. */
function SavedNote({ note, onEdit }: { note: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      {note ? (
        <div className="rounded-lg border border-line bg-surface p-3">
          <p className="text-xs font-medium text-ink-muted">{t('note.title')}</p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-ink">{note}</p>
        </div>
      ) : null}
      <button
        type="button"
        onClick={onEdit}
        className="mt-2 inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        <NotebookPen aria-hidden="true" className="size-4" />
        {t(note ? 'note.edit' : 'note.add')}
      </button>
    </div>
  );
}
