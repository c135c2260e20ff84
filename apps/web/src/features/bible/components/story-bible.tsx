import type { HistoryEntry } from '@plume/core/contracts';
import { BookOpen, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { useLatestEntry } from '../../../lib/update-history-entry';
import { useKeepAsCards, useLineCards } from '../api/story-cards';
import { useEngineWords } from '../hooks/use-engine-words';
import { AddCardForm } from './add-card-form';
import { CardItem } from './card-item';
import { ConsistencyNotes } from './consistency-notes';

/**
 * An idea's story bible (docs/PRODUCT.md, The story bible), under the idea: "Keep as
 * cards" makes its cards (its line's, if the line has some already) and opens them; once
 * the line has cards, a button says how many and opens them; then a
 * toggle shows or hides the consistency notes of the idea's text against the line's cards,
 * the cards, each opening to be edited in place, and a form to add one. Nothing is asked of
 * the server until the writer acts.
 */
export function StoryBible({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const words = useEngineWords();
  const ids = useId();
  // The desk hands the entry as it was written; the writer may have edited its text since.
  const latest = useLatestEntry(entry);
  const keep = useKeepAsCards(entry.id);
  const [open, setOpen] = useState(false);
  const line = useLineCards(entry.id, open);
  const cards = line.data?.cards;
  // Until the cards are read, the entry says how many its line holds.
  const count = cards?.length ?? entry.lineCards;

  if (!open && !cards && entry.lineCards === 0) {
    return (
      <div className="mt-3">
        <button
          type="button"
          onClick={() => keep.mutate(undefined, { onSuccess: () => setOpen(true) })}
          disabled={keep.isPending}
          className={`${secondaryButton} min-h-10 px-3`}
        >
          {keep.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <BookOpen aria-hidden="true" className="size-4" />
          )}
          {t('bible.keep')}
        </button>
      </div>
    );
  }

  return (
    <div className={open ? 'mt-3 w-full' : 'mt-3'}>
      <button
        id={`${ids}-toggle`}
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-bible`}
        onClick={() => setOpen((shown) => !shown)}
        className={`${secondaryButton} min-h-10 px-3`}
      >
        <BookOpen aria-hidden="true" className="size-4" />
        {cards || count > 0 ? t('bible.toggle', { count }) : t('bible.title')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <section
          id={`${ids}-bible`}
          aria-labelledby={`${ids}-toggle`}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
        >
          <p className="text-xs text-ink-muted">
            {t('bible.intro')}
            {words.builtIn ? ` ${t('bible.builtIn.intro')}` : null}
          </p>
          {cards && cards.length > 0 ? (
            <ConsistencyNotes entry={latest} titleId={`${ids}-notes`} />
          ) : null}
          {!cards ? (
            <p className="text-sm text-ink-muted">
              {line.isError ? t('bible.loadError') : t('bible.loading')}
            </p>
          ) : cards.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('bible.empty')}</p>
          ) : (
            <ul className="grid gap-2">
              {cards.map((card) => (
                <CardItem key={card.id} card={card} />
              ))}
            </ul>
          )}
          <AddCardForm ideaId={entry.id} />
        </section>
      ) : null}
    </div>
  );
}
