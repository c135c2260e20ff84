import { useAuthFields } from '../../features/auth/components/auth-card';
import { SignInForm } from '../../features/auth/components/sign-in-form';

/** The sign-in form, in the auth card its layout draws (routes/home.tsx), on a home path too. */
export default function SignIn() {
  const { fields, onChange, onClear } = useAuthFields();
  return <SignInForm fields={fields} onChange={onChange} onForgot={onClear} />;
}
