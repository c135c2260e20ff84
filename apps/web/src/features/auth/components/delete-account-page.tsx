import { useTranslation } from 'react-i18next';
import { DeleteAccountForm } from './delete-account-form';
import { SignedInPage } from './signed-in-page';

export function DeleteAccountPage() {
  const { t } = useTranslation();
  return (
    <SignedInPage>
      {() => (
        <>
          <h1 className="text-2xl font-semibold">{t('deleteAccount.title')}</h1>
          <DeleteAccountForm />
        </>
      )}
    </SignedInPage>
  );
}
