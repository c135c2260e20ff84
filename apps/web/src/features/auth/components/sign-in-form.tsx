import { routePath } from '@plume/core/routes';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { textLink } from '../../../components/button-styles';
import { SubmitButton } from '../../../components/submit-button';
import { useLanguage } from '../../../lib/use-language';
import { useSignIn } from '../api/sign-in';
import { returnPath } from '../utils/return-path';
import { canSignIn } from '../utils/sign-in-checks';
import type { AuthFields, AuthFieldsChange } from './auth-fields';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';

/**
 * Signs in, then opens the home screen, or the page a `?next=` path names (a page that
 * sent a signed-out visitor here, such as the test checkout's).
 */
export function SignInForm({
  fields,
  onChange,
  onForgot,
}: {
  fields: AuthFields;
  onChange: AuthFieldsChange;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const id = useId();
  const ready = canSignIn(fields.email, fields.password);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || signIn.isPending) return;
    const next = returnPath(searchParams.get('next'));
    signIn.mutate(
      { email: fields.email.trim(), password: fields.password.trim() },
      {
        // A document load, not the router: the path may be a page the server renders
        // itself, which the web app's routes do not know.
        onSuccess: () =>
          next
            ? window.location.replace(next)
            : navigate(routePath('home', language), { replace: true }),
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      <EmailInput
        id={`${id}-email`}
        value={fields.email}
        onChange={(email) => onChange({ email })}
      />
      <div className="flex flex-col gap-2">
        <PasswordInput
          id={`${id}-password`}
          label={t('auth.password')}
          value={fields.password}
          onChange={(password) => onChange({ password })}
          autoComplete="current-password"
        />
        <Link
          to={routePath('forgotPassword', language)}
          prefetch="intent"
          onClick={onForgot}
          className={`${textLink} self-end text-sm`}
        >
          {t('auth.forgotLink')}
        </Link>
      </div>
      <SubmitButton pending={signIn.isPending} disabled={!ready}>
        {t('auth.signIn')}
      </SubmitButton>
    </form>
  );
}
