import { isMode, type Mode } from '@plume/core/generation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelStyles } from '../../../components/form-styles';

/** The modes from the simplest to the richest, with chance last. */
const MODE_ORDER: readonly Mode[] = ['quick', 'key-points', 'detailed', 'random-genres'];

/** The modes of docs/PRODUCT.md ("Modes") as radio cards, each with its hint. */
export function ModeFieldset({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <fieldset className="mt-5">
      <legend className={labelStyles}>{t('generation.modeLabel')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {MODE_ORDER.map((candidate) => (
          <label
            key={candidate}
            className="flex cursor-pointer gap-3 rounded-lg border border-line bg-paper p-3 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={`${ids}-mode`}
              value={candidate}
              checked={mode === candidate}
              onChange={(event) => isMode(event.target.value) && onChange(event.target.value)}
              aria-describedby={`${ids}-${candidate}-hint`}
              className="mt-1 accent-accent"
            />
            <span>
              <span className="block text-sm font-semibold">
                {t(`generation.modes.${candidate}.label`)}
              </span>
              <span id={`${ids}-${candidate}-hint`} className="block text-xs text-ink-muted">
                {t(`generation.modes.${candidate}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
