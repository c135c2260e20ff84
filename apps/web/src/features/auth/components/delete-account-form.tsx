import { routePath } from '@plume/core/routes';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dangerButton, textLink } from '../../../components/button-styles';
import { SubmitButton } from '../../../components/submit-button';
import { useLanguage } from '../../../lib/use-language';
import { ACCOUNT_EXPORT_PATH, useDeleteAccount } from '../api/delete-account';
import { PasswordInput } from './password-input';

/**
 * Says what goes and what stays before anything happens, offers the data first, and asks
 * for the password: the server checks it, and refuses past 3 tries a minute.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const deleteAccount = useDeleteAccount();
  const id = useId();
  const [password, setPassword] = useState('');
  const locked = deleteAccount.isPending || deleteAccount.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || password === '') return;
    deleteAccount.mutate(password);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <p className="text-ink-muted">{t('deleteAccount.intro')}</p>
      <p className="text-ink-muted">{t('deleteAccount.paymentsKept')}</p>
      <p className="flex flex-col items-start gap-2 rounded-lg bg-surface-muted p-3 text-sm">
        {t('deleteAccount.exportFirst')}
        <a
          href={ACCOUNT_EXPORT_PATH}
          download
          className={`${textLink} inline-flex items-center gap-2`}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('account.downloadData')}
        </a>
      </p>
      <div>
        <PasswordInput
          id={`${id}-password`}
          label={t('deleteAccount.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          describedBy={`${id}-hint`}
          disabled={locked}
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {t('deleteAccount.passwordHint')}
        </p>
      </div>
      <SubmitButton pending={locked} look={dangerButton} disabled={password === ''}>
        {t('deleteAccount.submit')}
      </SubmitButton>
      <Link to={routePath('home', language)} className={`${textLink} self-center text-sm`}>
        {t('reset.backHome')}
      </Link>
    </form>
  );
}
