import { ErrorScreen } from '../../components/error-screen';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import type { Route } from './+types/reset-password';

export default function ResetPassword() {
  return <ResetPasswordPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
