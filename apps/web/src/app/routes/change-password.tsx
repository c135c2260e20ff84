import { redirect } from 'react-router';
import { ChangePasswordPage } from '../../features/auth/components/change-password-page';
import type { Route } from './+types/change-password';

/** Signed-in only: a signed-out visitor goes to the root (docs/PRODUCT.md, "Screens"). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  return null;
}

export default function ChangePassword() {
  return <ChangePasswordPage />;
}
