import type { ReactNode } from 'react';
import { primaryButton } from './button-styles';
import { Spinner } from './spinner';

/**
 * A form's main button: disabled until the form can be sent, busy while it is sent.
 * `look` is one of button-styles.ts's looks, the primary one unless said.
 */
export function SubmitButton({
  pending,
  disabled = false,
  look = primaryButton,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  look?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending}
      className={`${look} w-full`}
    >
      {pending && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
