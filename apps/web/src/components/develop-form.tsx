import {
  DEFAULT_STYLE,
  developableModes,
  isMode,
  isStyle,
  type Mode,
  type Style,
} from '@plume/core/generation';
import { Sprout } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from './button-styles';
import { AlreadyDeveloped, DevelopModes } from './develop-modes';
import { DisclosureButton } from './disclosure-button';
import { StyleSelect } from './style-select';

/**
 * "Develop" under an idea: opens a small form offering only the richer modes and the
 * style, the idea's own unless changed. Nothing shows for an idea already detailed. A mode
 * the idea was developed into already is offered as another version, and the form says
 * where the first one is.
 */
export function DevelopForm({
  mode,
  style,
  developed = [],
  onShowDeveloped,
  disabled,
  onDevelop,
}: {
  /** The idea's mode and style, as stored. */
  mode: string;
  style: string;
  /** The modes the idea was developed into already. */
  developed?: readonly string[];
  /** Shows the ideas developed from this one. */
  onShowDeveloped?: () => void;
  disabled: boolean;
  onDevelop: (mode: Mode, style: Style) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const modes = developableModes(isMode(mode) ? mode : 'quick');
  const alreadyDeveloped = modes.filter((candidate) => developed.includes(candidate));
  const [open, setOpen] = useState(false);
  const [chosenMode, setChosenMode] = useState<Mode | undefined>(modes[0]);
  const [chosenStyle, setChosenStyle] = useState<Style>(isStyle(style) ? style : DEFAULT_STYLE);
  if (modes.length === 0 || !chosenMode) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || !chosenMode) return;
    setOpen(false);
    onDevelop(chosenMode, chosenStyle);
  }

  return (
    // Open, it takes a row of its own, under the actions beside it.
    <div className={open ? 'mt-3 w-full' : 'mt-3'}>
      <DisclosureButton
        open={open}
        controls={`${ids}-form`}
        icon={Sprout}
        label={t('develop.open')}
        onToggle={() => setOpen((shown) => !shown)}
      />
      {open ? (
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
        >
          <AlreadyDeveloped modes={alreadyDeveloped} onShowDeveloped={onShowDeveloped} />
          <DevelopModes
            modes={modes}
            alreadyDeveloped={alreadyDeveloped}
            chosen={chosenMode}
            onChoose={setChosenMode}
          />
          <StyleSelect
            id={`${ids}-style`}
            label={t('generation.styleLabel')}
            value={chosenStyle}
            onChange={setChosenStyle}
          />
          <button type="submit" disabled={disabled} className={`${primaryButton} min-h-10`}>
            <Sprout aria-hidden="true" className="size-4" />
            {t('develop.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
