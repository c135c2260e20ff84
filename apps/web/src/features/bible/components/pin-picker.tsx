import { type LineBibles, PINNED_CARDS_MAX, type StoryCard } from '@plume/core/bible';
import { ChevronDown, Pin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { useLineBibles } from '../api/story-cards';
import { useEngineWords } from '../hooks/use-engine-words';

/** A card pinned to the next idea: its id, and its name to show. */
export interface PinnedCard {
  id: string;
  name: string;
}

/** What a card is, in a few words, for the list to pick from. */
function kindOf(card: StoryCard, t: (key: string) => string): string {
  const type = t(`bible.types.${card.type}`);
  return card.type === 'person' && card.role ? `${type} · ${card.role}` : type;
}

/**
 * "Pin cards" in the generation panel (docs/PRODUCT.md, The story bible): up to three cards
 * of any of the writer's bibles, which the next new idea is written with and names. The
 * pinned cards show as chips that unpin; the bibles, grouped by their first idea's title,
 * are asked for once the list opens. A card hidden from the AI cannot be pinned.
 */
export function PinPicker({
  pinned,
  onChange,
}: {
  pinned: readonly PinnedCard[];
  onChange: (pinned: PinnedCard[]) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const bibles = useLineBibles(open);
  const full = pinned.length >= PINNED_CARDS_MAX;

  function toggle(card: StoryCard) {
    onChange(
      pinned.some((other) => other.id === card.id)
        ? pinned.filter((other) => other.id !== card.id)
        : [...pinned, { id: card.id, name: card.name }],
    );
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-cards`}
        onClick={() => setOpen((shown) => !shown)}
        className={`${secondaryButton} min-h-10 px-3`}
      >
        <Pin aria-hidden="true" className="size-4" />
        {t('bible.pins.open', { count: pinned.length, max: PINNED_CARDS_MAX })}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {pinned.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('bible.pins.pinned')}>
          {pinned.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onClick={() => onChange(pinned.filter((other) => other.id !== card.id))}
                aria-label={t('bible.pins.remove', { name: card.name })}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-accent-soft px-3 text-sm font-medium text-accent hover:bg-accent-soft/80"
              >
                {card.name}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div id={`${ids}-cards`} className="mt-2 rounded-lg border border-line bg-paper p-3">
          <p id={`${ids}-hint`} className="text-sm text-ink-muted">
            {full ? t('bible.pins.full', { max: PINNED_CARDS_MAX }) : t('bible.pins.hint')}
          </p>
          <BibleLists
            lines={bibles.data?.lines}
            failed={bibles.isError}
            pinned={pinned}
            full={full}
            hintId={`${ids}-hint`}
            onToggle={toggle}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The writer's bibles to pick from, each under its first idea's title, a card a checkbox. */
function BibleLists({
  lines,
  failed,
  pinned,
  full,
  hintId,
  onToggle,
}: {
  lines: LineBibles['lines'] | undefined;
  failed: boolean;
  pinned: readonly PinnedCard[];
  full: boolean;
  hintId: string;
  onToggle: (card: StoryCard) => void;
}) {
  const { t } = useTranslation();
  const words = useEngineWords();
  if (!lines) {
    return (
      <p className="mt-2 text-sm text-ink-muted">
        {failed ? t('bible.loadError') : t('bible.loading')}
      </p>
    );
  }
  if (lines.length === 0)
    return <p className="mt-2 text-sm text-ink-muted">{t('bible.pins.none')}</p>;
  return (
    <div className="mt-2 grid max-h-80 gap-3 overflow-y-auto">
      {lines.map((line) => (
        <fieldset key={line.lineId}>
          <legend className="text-sm font-semibold break-words">{line.title}</legend>
          <ul className="mt-1 grid gap-1">
            {line.cards.map((card) => {
              const checked = pinned.some((other) => other.id === card.id);
              const hidden = card.visibility === 'never';
              return (
                <li key={card.id}>
                  <label className="flex min-h-10 cursor-pointer items-start gap-2 rounded-md p-1.5 hover:bg-surface-muted has-disabled:cursor-not-allowed">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && (full || hidden)}
                      onChange={() => onToggle(card)}
                      aria-describedby={hintId}
                      className="mt-1 size-4 accent-accent"
                    />
                    <span className="min-w-0 text-sm">
                      <span lang={card.language} className="font-medium break-words">
                        {card.name}
                      </span>{' '}
                      <span className="text-ink-muted">
                        {hidden ? t(words.key('hiddenFromAi')) : kindOf(card, t)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
