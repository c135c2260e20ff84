import { redirect } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { ChangePasswordPage } from '../../features/auth/components/change-password-page';
import type { Route } from './+types/change-password';

/** Signed-in only: a signed-out visitor goes to the root (SPEC.md section 2). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  return null;
}

export default function ChangePassword() {
  return <ChangePasswordPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
