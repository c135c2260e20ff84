import { isStyle, STYLES, type Style } from '@plume/core/generation';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from './form-styles';

/** The writing styles of docs/PRODUCT.md ("Styles"), in a labelled select. */
export function StyleSelect({
  id,
  label,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  value: Style;
  onChange: (style: Style) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => isStyle(event.target.value) && onChange(event.target.value)}
        className={`${inputStyles} mt-1`}
      >
        {STYLES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {t(`generation.styles.${candidate}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
