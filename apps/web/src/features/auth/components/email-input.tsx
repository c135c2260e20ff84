import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';

export function EmailInput({
  id,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('auth.email')}
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('auth.emailPlaceholder')}
        disabled={disabled}
        className={`${inputStyles} mt-1.5`}
      />
    </div>
  );
}
