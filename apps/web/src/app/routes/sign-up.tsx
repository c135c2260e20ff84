import { useAuthFields } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

/** The sign-up form, its password meter with it: a visitor's first screen loads neither. */
export default function SignUp() {
  const { fields, onChange } = useAuthFields();
  return <SignUpForm fields={fields} onChange={onChange} />;
}
