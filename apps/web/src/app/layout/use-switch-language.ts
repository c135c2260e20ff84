import { LANGUAGE_SWITCH_DELAY_MS, type Language } from '@plume/core/i18n';
import { equivalentPath, isLanguageSwitchBlocked } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * Switching language changes the interface at once, then moves to the same screen's route
 * in the new language after a short wait, replacing the history entry. Refused on the
 * password reset and change pages.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const blocked = isLanguageSwitchBlocked(pathname);

  function switchLanguage(language: Language) {
    if (blocked) return;
    // Loading first keeps the screen on the old language instead of a blank fallback.
    void i18n.loadLanguages(language).then(() => i18n.changeLanguage(language));
    window.setTimeout(
      () => navigate(equivalentPath(pathname, language), { replace: true }),
      LANGUAGE_SWITCH_DELAY_MS,
    );
  }

  return { blocked, switchLanguage };
}
