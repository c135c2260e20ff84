import {
  DEFAULT_STYLE,
  type ElementName,
  type IdeaElements,
  isStyle,
  type Language,
  presentElements,
  type StoryPerson,
  type Style,
} from '@plume/core';
import { ChevronDown, Lock, LockOpen, Shuffle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from './button-styles';
import { labelStyles } from './form-styles';
import { StyleSelect } from './style-select';

/** A character as one line: the name, then what they are. */
function personText(person: StoryPerson): string {
  return person.role ? `${person.name} (${person.role})` : person.name;
}

/** An element's phrase as the form shows it. */
function elementText(elements: IdeaElements, name: ElementName): string {
  if (name === 'lead') return elements.lead ? personText(elements.lead) : '';
  if (name === 'cast') return elements.cast.map(personText).join(' · ');
  return elements[name] ?? '';
}

/** One element of the form: its name, its lock, and its phrase under both. */
function ElementRow({
  label,
  phrase,
  language,
  locked,
  onToggle,
}: {
  label: string;
  phrase: string;
  language: Language;
  locked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg border p-2.5 ${locked ? 'border-accent bg-accent-soft' : 'border-line bg-paper'}`}
    >
      <p className={labelStyles}>{label}</p>
      <button
        type="button"
        aria-pressed={locked}
        aria-label={t('redraw.keepLabel', { element: label })}
        onClick={onToggle}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${locked ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface text-ink hover:bg-surface-muted'}`}
      >
        {locked ? (
          <Lock aria-hidden="true" className="size-4" />
        ) : (
          <LockOpen aria-hidden="true" className="size-4" />
        )}
        {t('redraw.keep')}
      </button>
      {/* The phrase under both, across the card's width, even on a phone. */}
      <p lang={language} className="col-span-2 text-sm break-words text-ink">
        {phrase}
      </p>
    </li>
  );
}

/**
 * "Redraw…" under an idea: opens the idea's story elements, each with its phrase and a lock
 * (a toggle button) that keeps it; every element left unlocked is drawn anew, in the idea's
 * style unless changed. With every element locked there is nothing to redraw, and the form
 * says so instead of sending.
 */
export function RedrawForm({
  elements,
  language,
  style,
  disabled,
  onRedraw,
}: {
  elements: IdeaElements;
  /** The idea's language, which its phrases are written in. */
  language: Language;
  /** The idea's style, as stored. */
  style: string;
  disabled: boolean;
  onRedraw: (keep: ElementName[], style: Style) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const present = presentElements(elements);
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState<readonly ElementName[]>([]);
  const [chosenStyle, setChosenStyle] = useState<Style>(isStyle(style) ? style : DEFAULT_STYLE);
  if (present.length === 0) return null;
  const allKept = present.every((name) => kept.includes(name));

  function toggle(name: ElementName) {
    setKept((current) =>
      current.includes(name) ? current.filter((other) => other !== name) : [...current, name],
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || allKept) return;
    setOpen(false);
    onRedraw(
      present.filter((name) => kept.includes(name)),
      chosenStyle,
    );
  }

  return (
    // Open, it takes a row of its own, under the actions beside it.
    <div className={open ? 'mt-3 w-full' : 'mt-3'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-form`}
        onClick={() => setOpen((shown) => !shown)}
        className={`${secondaryButton} min-h-10 px-3`}
      >
        <Shuffle aria-hidden="true" className="size-4" />
        {t('redraw.open')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          aria-labelledby={`${ids}-intro`}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
        >
          <p id={`${ids}-intro`} className="text-sm text-ink-muted">
            {t('redraw.intro')}
          </p>
          <ul className="grid gap-2">
            {present.map((name) => (
              <ElementRow
                key={name}
                label={t(`redraw.elements.${name}`)}
                phrase={elementText(elements, name)}
                language={language}
                locked={kept.includes(name)}
                onToggle={() => toggle(name)}
              />
            ))}
          </ul>
          <StyleSelect
            id={`${ids}-style`}
            label={t('generation.styleLabel')}
            value={chosenStyle}
            onChange={setChosenStyle}
          />
          {/* Always there, so that a screen reader hears it when it fills. */}
          <p role="status" className={allKept ? 'text-sm text-ink-muted' : 'sr-only'}>
            {allKept ? t('redraw.allKept') : ''}
          </p>
          <button
            type="submit"
            disabled={disabled || allKept}
            className={`${primaryButton} min-h-10`}
          >
            <Shuffle aria-hidden="true" className="size-4" />
            {t('redraw.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
