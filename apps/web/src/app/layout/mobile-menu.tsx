import { Suspense } from 'react';
import { loadOnDemand, useMenuOnDemand } from '../../components/on-demand-menu';
import type { SessionUser } from '../../features/auth/api/get-session';
import { MobileMenuButton } from './mobile-menu-button';

const dialog = loadOnDemand(() =>
  import('./mobile-menu-dialog').then((module) => module.MobileMenuDialog),
);

/** The menu button of small screens; the slide-over's code loads when it is first needed. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const { openedBy, triggerProps } = useMenuOnDemand(dialog.preload);
  const button = <MobileMenuButton {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <dialog.Component user={user} />
    </Suspense>
  );
}
