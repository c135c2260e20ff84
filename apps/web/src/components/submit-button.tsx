import type { ReactNode } from 'react';
import { primaryButton } from './button-styles';
import { Spinner } from './spinner';

/** A form's main button: disabled until the form can be sent, busy while it is sent. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending}
      className={`${primaryButton} w-full`}
    >
      {pending && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
