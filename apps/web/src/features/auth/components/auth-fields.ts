/** What the sign-in and sign-up tabs share, so switching tab keeps what was typed. */
export interface AuthFields {
  email: string;
  password: string;
  confirmation: string;
}

export const EMPTY_AUTH_FIELDS: AuthFields = { email: '', password: '', confirmation: '' };

export type AuthFieldsChange = (change: Partial<AuthFields>) => void;
