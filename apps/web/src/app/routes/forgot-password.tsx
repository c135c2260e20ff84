import { routePath } from '@plume/core/routes';
import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useLanguage } from '../../lib/use-language';

/** The form that asks for a reset link, in the auth card; it leads back to sign-in. */
export default function ForgotPassword() {
  const language = useLanguage();
  const navigate = useNavigate();
  return <ForgotPasswordForm onBack={() => navigate(routePath('signIn', language))} />;
}
