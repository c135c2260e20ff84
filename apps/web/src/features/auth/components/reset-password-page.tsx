import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';

/** Reached from the reset e-mail's link (?token=...). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md justify-center px-4 py-12 sm:py-16">
      <Card className="w-full">
        <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
      </Card>
    </div>
  );
}
