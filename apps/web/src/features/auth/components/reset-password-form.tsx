import { routePath } from '@plume/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useResetPassword } from '../api/reset-password';
import { confirmationState, isAcceptableNewPassword } from '../utils/password-form';
import { PasswordInput } from './password-input';
import { PasswordMatch } from './password-match';
import { PasswordStrengthMeter } from './password-strength-meter';

/** SPEC.md section 5's input minimum lengths for this screen (the rules still need 8). */
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
  const match = confirmationState(password, confirmation);
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
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      <div>
        <PasswordInput
          id={`${id}-password`}
          label={t('reset.newPassword')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          describedBy={`${id}-meter`}
        />
        <PasswordStrengthMeter id={`${id}-meter`} password={password} />
      </div>
      <div>
        <PasswordInput
          id={`${id}-confirmation`}
          label={t('reset.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          minLength={CONFIRMATION_MIN_LENGTH}
          describedBy={`${id}-match`}
          invalid={match === 'mismatch'}
        />
        <PasswordMatch id={`${id}-match`} state={match} />
      </div>
      <SubmitButton pending={resetPassword.isPending} disabled={!ready}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
