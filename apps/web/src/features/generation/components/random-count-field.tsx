import { RANDOM_GENRE_MAX, RANDOM_GENRE_MIN } from '@plume/core/genres';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';

/**
 * How many genres chance draws, kept as typed: the panel checks it when asked to generate.
 */
export function RandomCountField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('generation.randomCountLabel')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={RANDOM_GENRE_MIN}
        max={RANDOM_GENRE_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputStyles} mt-1`}
      />
    </div>
  );
}
