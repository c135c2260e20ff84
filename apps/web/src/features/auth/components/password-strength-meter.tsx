import {
  type PasswordMeterLevel,
  passwordMeter,
  passwordRequirements,
} from '@plume/core/passwords';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { refusalBeyondMeter } from '../utils/password-form';

const BAR_COLOURS: Record<PasswordMeterLevel, string> = {
  none: 'bg-line',
  weak: 'bg-danger',
  medium: 'bg-warning',
  good: 'bg-accent/70',
  excellent: 'bg-accent',
};

const TEXT_COLOURS: Record<PasswordMeterLevel, string> = {
  none: 'text-ink-muted',
  weak: 'text-danger',
  medium: 'text-warning',
  good: 'text-accent',
  excellent: 'text-accent',
};

/**
 * The live meter under a new-password field: four bars, the level in words (announced
 * politely to screen readers), and the checklist of the five requirements.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const value = password.trim();
  const meter = passwordMeter(value);
  const refusal = refusalBeyondMeter(value);

  return (
    <div id={id} className="mt-3 flex flex-col gap-2.5" data-testid="password-meter">
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-4 gap-1.5" aria-hidden="true">
          {[0, 1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={`h-1.5 rounded-full transition-colors ${bar < meter.bars ? BAR_COLOURS[meter.level] : 'bg-line'}`}
            />
          ))}
        </div>
        <p
          aria-live="polite"
          className={`min-w-24 text-right text-xs font-semibold ${TEXT_COLOURS[meter.level]}`}
        >
          {meter.level !== 'none' &&
            t('auth.meterLabel', { level: t(`auth.meter.${meter.level}`) })}
        </p>
      </div>
      <p className="text-xs font-medium text-ink-muted">{t('auth.requirementsTitle')}</p>
      <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {passwordRequirements(value).map(({ id: requirement, met }) => (
          <li
            key={requirement}
            className={`flex items-center gap-2 ${met ? 'text-accent' : 'text-ink-muted'}`}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>
              {t(`auth.requirements.${requirement}`)}
              <span className="sr-only">
                {' '}
                {t(met ? 'auth.requirementMet' : 'auth.requirementMissing')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {refusal && t(refusal)}
      </p>
    </div>
  );
}
