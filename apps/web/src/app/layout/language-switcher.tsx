import { Suspense } from 'react';
import { loadOnDemand, useMenuOnDemand } from '../../components/on-demand-menu';
import { LanguageTrigger } from './language-trigger';

const menu = loadOnDemand(() => import('./language-menu').then((module) => module.LanguageMenu));

/**
 * The header's language switcher. Until it is first opened it is only its button: the
 * dropdown's code (and the menu library's) loads on hover, focus or the first click.
 */
export function LanguageSwitcher() {
  const { openedBy, triggerProps } = useMenuOnDemand(menu.preload);
  const trigger = <LanguageTrigger {...triggerProps} />;
  if (!openedBy) return trigger;
  return (
    <Suspense fallback={trigger}>
      <menu.Component openedBy={openedBy} />
    </Suspense>
  );
}
