import { AUDIENCES, type Audience, isAudience } from '@plume/core/generation';
import { isLanguage, LANGUAGES, type Language } from '@plume/core/i18n';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';

/** Who the idea is written for. */
export function AudienceField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Audience;
  onChange: (audience: Audience) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('brief.audience')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => isAudience(event.target.value) && onChange(event.target.value)}
        className={`${inputStyles} mt-1`}
      >
        {AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {t(`brief.audiences.${audience}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The language the idea is written in, each named in the interface's language. */
export function IdeaLanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('brief.ideaLanguage')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}
        className={`${inputStyles} mt-1`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
