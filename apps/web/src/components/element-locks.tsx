import type { ElementName, IdeaElements, StoryPerson } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { Lock, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { labelStyles } from './form-styles';

/** A character as one line: the name, then what they are. */
function personText(person: StoryPerson): string {
  return person.role ? `${person.name} (${person.role})` : person.name;
}

/** An element's phrase as the forms show it. */
export function elementText(elements: IdeaElements, name: ElementName): string {
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

/** The idea's story elements, each with its phrase and the lock that keeps it. */
export function ElementLocks({
  elements,
  present,
  language,
  kept,
  onToggle,
}: {
  elements: IdeaElements;
  /** The elements the idea has, in the form's order. */
  present: readonly ElementName[];
  language: Language;
  kept: readonly ElementName[];
  onToggle: (name: ElementName) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2">
      {present.map((name) => (
        <ElementRow
          key={name}
          label={t(`redraw.elements.${name}`)}
          phrase={elementText(elements, name)}
          language={language}
          locked={kept.includes(name)}
          onToggle={() => onToggle(name)}
        />
      ))}
    </ul>
  );
}
