import { routePath } from '@plume/core/routes';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLink } from '../../../components/button-styles';
import { SubmitButton } from '../../../components/submit-button';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useChangePassword } from '../api/change-password';
import { useSignOut } from '../api/sign-out';
import { changePasswordProblem } from '../utils/password-form';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';

/** docs/PRODUCT.md, "Constants": the success message shows this long before the sign-out. */
const SIGN_OUT_DELAY_MS = 2000;

/**
 * The server limits attempts (3 a minute per writer, decision 021); its 429 becomes the
 * "wait N seconds" toast from Retry-After, as for any action.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const changePassword = useChangePassword();
  const signOut = useSignOut();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const changed = changePassword.isSuccess;

  // docs/PRODUCT.md, "Accounts": the success message shows, then the writer is signed out.
  const { mutate: signOutNow } = signOut;
  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => signOutNow(), SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changed, signOutNow]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changePassword.isPending || changed) return;
    const problem = changePasswordProblem({ current, next, confirmation });
    if (problem) {
      toast.error(t(problem), { id: problem });
      return;
    }
    changePassword.mutate({ currentPassword: current.trim(), newPassword: next.trim() });
  }

  const locked = changePassword.isPending || changed;
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      <PasswordInput
        id={`${id}-current`}
        label={t('changePassword.current')}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        disabled={locked}
      />
      <NewPasswordFields
        id={id}
        labels={{ password: t('changePassword.new'), confirmation: t('changePassword.confirm') }}
        password={next}
        confirmation={confirmation}
        onPasswordChange={setNext}
        onConfirmationChange={setConfirmation}
        disabled={locked}
      />
      <SubmitButton pending={locked}>{t('changePassword.submit')}</SubmitButton>
      <Link to={routePath('home', language)} className={`${textLink} self-center text-sm`}>
        {t('reset.backHome')}
      </Link>
    </form>
  );
}
