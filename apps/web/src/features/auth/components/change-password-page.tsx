import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';
import { SignedInPage } from './signed-in-page';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <SignedInPage>
      {() => (
        <>
          <h1 className="text-2xl font-semibold">{t('changePassword.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('changePassword.subtitle')}</p>
          <ChangePasswordForm />
        </>
      )}
    </SignedInPage>
  );
}
