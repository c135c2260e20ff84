import type { StoryCard } from '@plume/core/bible';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import type { BeatChange } from '../api/outlines';

type Person = Extract<StoryCard, { type: 'person' }>;
type Place = Extract<StoryCard, { type: 'place' }>;

/** The story bible's people and places a beat can name. */
export interface BeatCards {
  people: readonly Person[];
  places: readonly Place[];
}

/** A story bible card's choice, as a labelled select with a choice of none. */
function CardSelect({
  id,
  label,
  none,
  value,
  cards,
  onChoose,
}: {
  id: string;
  label: string;
  none: string;
  value: string | null;
  cards: readonly StoryCard[];
  onChoose: (id: string | null) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChoose(event.target.value || null)}
        className={`${inputStyles} mt-1`}
      >
        <option value="">{none}</option>
        {cards.map((card) => (
          <option key={card.id} value={card.id} lang={card.language}>
            {card.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The people and the place of a beat, from its idea's story bible: the people in it as
 * chips that each remove their person, a list to add one, whose eyes it is seen through,
 * and where it happens. Each choice is saved at once.
 */
export function BeatPeople({
  ids,
  beat,
  cards,
  onChoose,
}: {
  /** The prefix of the fields' ids. */
  ids: string;
  beat: { cast: readonly string[]; pov: string | null; place: string | null };
  cards: BeatCards;
  onChoose: (change: BeatChange) => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(cards.people.map((card) => [card.id, card]));
  const cast = beat.cast.flatMap((id) => byId.get(id) ?? []);
  const others = cards.people.filter((card) => !beat.cast.includes(card.id));

  if (cards.people.length === 0 && cards.places.length === 0) {
    return <p className="text-sm text-ink-muted">{t('outline.ui.noCards')}</p>;
  }
  return (
    <div className="grid gap-3">
      <div>
        <p id={`${ids}-cast`} className={labelStyles}>
          {t('outline.ui.cast')}
        </p>
        <ul aria-labelledby={`${ids}-cast`} className="mt-1 flex flex-wrap gap-2">
          {cast.length === 0 ? (
            <li className="text-sm text-ink-muted">{t('outline.ui.nobody')}</li>
          ) : (
            cast.map((card) => (
              <li
                key={card.id}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface pl-3 text-sm"
              >
                <span lang={card.language} className="break-words">
                  {card.name}
                </span>
                <button
                  type="button"
                  aria-label={t('outline.ui.removePerson', { name: card.name })}
                  title={t('outline.ui.removePerson', { name: card.name })}
                  onClick={() => onChoose({ cast: beat.cast.filter((id) => id !== card.id) })}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))
          )}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {others.length > 0 ? (
          <CardSelect
            id={`${ids}-add-person`}
            label={t('outline.ui.addPerson')}
            none={t('outline.ui.choosePerson')}
            value={null}
            cards={others}
            onChoose={(id) => id && onChoose({ cast: [...beat.cast, id] })}
          />
        ) : null}
        <CardSelect
          id={`${ids}-pov`}
          label={t('outline.ui.pov')}
          none={t('outline.ui.noPov')}
          value={beat.pov}
          cards={cards.people}
          onChoose={(pov) => onChoose({ pov })}
        />
        <CardSelect
          id={`${ids}-place`}
          label={t('outline.ui.place')}
          none={t('outline.ui.noPlace')}
          value={beat.place}
          cards={cards.places}
          onChoose={(place) => onChoose({ place })}
        />
      </div>
    </div>
  );
}
