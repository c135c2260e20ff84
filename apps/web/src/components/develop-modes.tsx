import type { Mode } from '@plume/core/generation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from './button-styles';
import { labelStyles } from './form-styles';

/** Which of the modes offered the idea was developed into already, and where those are. */
export function AlreadyDeveloped({
  modes,
  onShowDeveloped,
}: {
  modes: readonly Mode[];
  onShowDeveloped?: () => void;
}) {
  const { t } = useTranslation();
  if (modes.length === 0) return null;
  return (
    <p className="text-sm text-ink-muted">
      {t('develop.alreadyDeveloped', {
        modes: modes.map((done) => t(`generation.modes.${done}.label`)).join(', '),
      })}{' '}
      {onShowDeveloped ? (
        <button type="button" onClick={onShowDeveloped} className={textLink}>
          {t('develop.showDeveloped')}
        </button>
      ) : null}
    </p>
  );
}

/** The richer modes to develop into, one already developed into offered as another version. */
export function DevelopModes({
  modes,
  alreadyDeveloped,
  chosen,
  onChoose,
}: {
  modes: readonly Mode[];
  alreadyDeveloped: readonly Mode[];
  chosen: Mode;
  onChoose: (mode: Mode) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className={labelStyles}>{t('develop.into')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {modes.map((candidate) => (
          <label
            key={candidate}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-paper px-3 text-sm has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={candidate}
              checked={chosen === candidate}
              onChange={() => onChoose(candidate)}
              className="accent-accent"
            />
            {alreadyDeveloped.includes(candidate)
              ? t('develop.anotherVersion', {
                  mode: t(`generation.modes.${candidate}.label`),
                })
              : t(`generation.modes.${candidate}.label`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
