import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/page-card';

/** Reached from the reset e-mail's link (?token=...). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PageCard>
      <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
    </PageCard>
  );
}
