import type { Language } from '@plume/core/i18n';
import { renderServerPage } from '../http/server-page';
import { translatorOf } from '../i18n/translator';
import { RECENT_MAILS_LIMIT, type StoredMail } from './recent-mails';
import { splitLinks } from './text-links';

export interface MailboxView {
  mails: StoredMail[];
  language: Language;
  /** The web app's stylesheet (pages/app-stylesheet.ts). */
  stylesheet: string | undefined;
}

/** The developer's inbox: the outbox's latest mails as a static page. */
export function renderMailboxPage({ mails, language, stylesheet }: MailboxView): string {
  const t = translatorOf(language);
  return renderServerPage({
    language,
    title: t('mailbox.title'),
    stylesheet,
    children: (
      <main className="mx-auto max-w-3xl px-5 pt-10 pb-16">
        <header className="mb-8">
          <h1 className="mb-2 text-3xl font-semibold">{t('mailbox.title')}</h1>
          <p className="text-ink-muted">
            {t('mailbox.intro', {
              limit: RECENT_MAILS_LIMIT,
              mails: t('mailbox.mails', { count: mails.length }),
            })}
          </p>
        </header>
        {mails.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-ink-muted">
            {t('mailbox.empty')}
          </p>
        ) : (
          <ol className="grid gap-4">
            {mails.map((mail) => (
              <MailItem
                key={`${mail.createdAt.toISOString()} ${mail.to} ${mail.subject}`}
                mail={mail}
                to={t('mailbox.to')}
              />
            ))}
          </ol>
        )}
      </main>
    ),
  });
}

function MailItem({ mail, to }: { mail: StoredMail; to: string }) {
  const sentAt = mail.createdAt.toISOString();
  // Each run of the text keyed by where it starts.
  let start = 0;
  const segments = splitLinks(mail.text).map((segment) => {
    const key = start;
    start += segment.text.length;
    return segment.isLink ? (
      <a key={key} href={segment.text}>
        {segment.text}
      </a>
    ) : (
      segment.text
    );
  });
  return (
    <li className="rounded-xl border border-line bg-surface px-6 py-5">
      <h2 className="text-lg font-semibold break-words">{mail.subject}</h2>
      <p className="mt-1 mb-4 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span>
          {to} <strong className="font-semibold break-words text-ink">{mail.to}</strong>
        </span>
        <time dateTime={sentAt}>{`${sentAt.slice(0, 19).replace('T', ' ')} UTC`}</time>
      </p>
      <pre className="border-t border-line pt-4 font-sans text-[0.9375rem] whitespace-pre-wrap break-words [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4">
        {segments}
      </pre>
    </li>
  );
}
