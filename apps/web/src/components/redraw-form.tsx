import {
  DEFAULT_STYLE,
  type ElementName,
  type IdeaElements,
  isStyle,
  presentElements,
  type Style,
} from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { Shuffle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from './button-styles';
import { DisclosureButton } from './disclosure-button';
import { ElementLocks } from './element-locks';
import { StyleSelect } from './style-select';

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
      <DisclosureButton
        open={open}
        controls={`${ids}-form`}
        icon={Shuffle}
        label={t('redraw.open')}
        onToggle={() => setOpen((shown) => !shown)}
      />
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
          <ElementLocks
            elements={elements}
            present={present}
            language={language}
            kept={kept}
            onToggle={toggle}
          />
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
