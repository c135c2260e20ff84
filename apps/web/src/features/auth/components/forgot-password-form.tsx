import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { SubmitButton } from '../../../components/submit-button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { looksLikeEmail } from '../utils/sign-in-checks';
import { EmailInput } from './email-input';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const id = useId();
  const [email, setEmail] = useState('');
  const ready = looksLikeEmail(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || requestReset.isPending) return;
    requestReset.mutate(email.trim(), { onSuccess: onBack });
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <EmailInput id={`${id}-email`} value={email} onChange={setEmail} />
      <SubmitButton pending={requestReset.isPending} disabled={!ready}>
        {t('auth.sendResetLink')}
      </SubmitButton>
      <button type="button" onClick={onBack} className={secondaryButton}>
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
