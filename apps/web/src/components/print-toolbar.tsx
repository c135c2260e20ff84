import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from './button-styles';

/**
 * The buttons above a printed page: back to where the writer came from, and the browser's
 * print dialog (where "Save as PDF" is one of the printers). Not printed.
 */
export function PrintToolbar({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <Link to={backTo} className={secondaryButton}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <button type="button" onClick={() => window.print()} className={primaryButton}>
        <Printer aria-hidden="true" className="size-4" />
        {t('print.print')}
      </button>
    </div>
  );
}
