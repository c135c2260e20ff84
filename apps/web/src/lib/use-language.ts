import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@plume/core/i18n';
import { useTranslation } from 'react-i18next';

/** The interface language as one of fr, en, es. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
