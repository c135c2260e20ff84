import { confirmationState } from '../utils/password-form';
import { PasswordInput } from './password-input';
import { PasswordMatch } from './password-match';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password with its live strength meter, and its confirmation with the match
 * indicator: the pair the sign-up, reset and change-password forms share. The minimum
 * lengths are the input hints of docs/PRODUCT.md, "Passwords",, which differ per screen.
 */
export function NewPasswordFields({
  id,
  labels,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  minLengths = {},
  disabled = false,
}: {
  id: string;
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  minLengths?: { password?: number; confirmation?: number };
  disabled?: boolean;
}) {
  const match = confirmationState(password, confirmation);
  return (
    <>
      <div>
        <PasswordInput
          id={`${id}-password`}
          label={labels.password}
          value={password}
          onChange={onPasswordChange}
          autoComplete="new-password"
          minLength={minLengths.password}
          describedBy={`${id}-meter`}
          disabled={disabled}
        />
        <PasswordStrengthMeter id={`${id}-meter`} password={password} />
      </div>
      <div>
        <PasswordInput
          id={`${id}-confirmation`}
          label={labels.confirmation}
          value={confirmation}
          onChange={onConfirmationChange}
          autoComplete="new-password"
          minLength={minLengths.confirmation}
          describedBy={`${id}-match`}
          invalid={match === 'mismatch'}
          disabled={disabled}
        />
        <PasswordMatch id={`${id}-match`} state={match} />
      </div>
    </>
  );
}
