import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationState } from '../utils/password-form';

/**
 * Says whether the confirmation matches, once something is typed in it. The element is
 * always there so that screen readers announce its changes.
 */
export function PasswordMatch({ id, state }: { id: string; state: ConfirmationState }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-2 flex min-h-5 items-center gap-1.5 text-sm font-medium ${state === 'match' ? 'text-accent' : 'text-danger'}`}
    >
      {state === 'match' && (
        <>
          <Check aria-hidden="true" className="size-4 shrink-0" />
          {t('auth.passwordsMatch')}
        </>
      )}
      {state === 'mismatch' && (
        <>
          <X aria-hidden="true" className="size-4 shrink-0" />
          {t('errors.passwordMismatch')}
        </>
      )}
    </p>
  );
}
