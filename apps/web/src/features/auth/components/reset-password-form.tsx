import { routePath } from '@plume/core/routes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useResetPassword } from '../api/reset-password';
import { isAcceptableNewPassword } from '../utils/password-form';
import { NewPasswordFields } from './new-password-fields';

/** The input minimum lengths of docs/PRODUCT.md, "Passwords", for this screen (the rules still need 8). */
const PASSWORD_MIN_LENGTH = 6;
const CONFIRMATION_MIN_LENGTH = 8;

export function ResetPasswordForm({
  token,
  onTokenRefused,
}: {
  token: string;
  onTokenRefused: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const ready = isAcceptableNewPassword(password, confirmation);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || resetPassword.isPending) return;
    resetPassword.mutate(
      { token, newPassword: password.trim() },
      {
        onSuccess: () => navigate(routePath('home', language), { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'reset.invalidToken') onTokenRefused();
        },
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <NewPasswordFields
        id={id}
        labels={{ password: t('reset.newPassword'), confirmation: t('reset.confirmPassword') }}
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        minLengths={{ password: PASSWORD_MIN_LENGTH, confirmation: CONFIRMATION_MIN_LENGTH }}
      />
      <SubmitButton pending={resetPassword.isPending} disabled={!ready}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
