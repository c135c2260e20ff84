import { routePath } from '@plume/core/routes';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { useLanguage } from '../../../lib/use-language';
import { useSignUp } from '../api/sign-up';
import { canSignUp } from '../utils/password-form';
import type { AuthFields, AuthFieldsChange } from './auth-fields';
import { EmailInput } from './email-input';
import { NewPasswordFields } from './new-password-fields';

/** The input minimum lengths of docs/PRODUCT.md, "Passwords", for this screen (the rules still need 8). */
const PASSWORD_MIN_LENGTH = 6;
const CONFIRMATION_MIN_LENGTH = 6;

export function SignUpForm({
  fields,
  onChange,
}: {
  fields: AuthFields;
  onChange: AuthFieldsChange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const id = useId();
  const ready = canSignUp(fields.email, fields.password, fields.confirmation);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || signUp.isPending) return;
    signUp.mutate(
      { email: fields.email.trim(), password: fields.password.trim() },
      {
        onSuccess: ({ signedIn }) => {
          if (signedIn) {
            navigate(routePath('home', language), { replace: true });
            return;
          }
          // No session until the e-mail is confirmed: sign-in is the next step.
          onChange({ password: '', confirmation: '' });
          navigate(routePath('signIn', language), { replace: true });
        },
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <EmailInput
        id={`${id}-email`}
        value={fields.email}
        onChange={(email) => onChange({ email })}
      />
      <NewPasswordFields
        id={id}
        labels={{ password: t('auth.password'), confirmation: t('auth.confirmPassword') }}
        password={fields.password}
        confirmation={fields.confirmation}
        onPasswordChange={(password) => onChange({ password })}
        onConfirmationChange={(confirmation) => onChange({ confirmation })}
        minLengths={{ password: PASSWORD_MIN_LENGTH, confirmation: CONFIRMATION_MIN_LENGTH }}
      />
      <SubmitButton pending={signUp.isPending} disabled={!ready}>
        {t('auth.createAccount')}
      </SubmitButton>
    </form>
  );
}
