import { escapeHtml } from '../http/escape-html';
import { serverPage } from '../http/server-page';
import { RECENT_MAILS_LIMIT, type StoredMail } from './recent-mails';
import { splitLinks } from './text-links';

/**
 * The developer's inbox: the outbox's latest mails as a static page.
 */
export function renderMailboxPage(mails: StoredMail[]): string {
  const list =
    mails.length === 0
      ? `<p class="empty">No mail yet. Mails the app sends (sign-up confirmation, password reset) appear here.</p>`
      : `<ol class="mails">${mails.map(renderMail).join('')}</ol>`;
  const count = mails.length === 1 ? '1 mail' : `${mails.length} mails`;
  return serverPage({
    language: 'en',
    title: 'Dev mailbox',
    styles: STYLES,
    body: `<main>
<header>
<h1>Dev mailbox</h1>
<p>Mails kept by the outbox transport instead of being sent: the latest ${RECENT_MAILS_LIMIT}, newest first (${count}). Reload the page to see new ones. Only this machine can read this page, and only while SMTP is not configured.</p>
</header>
${list}
</main>`,
  });
}

function renderMail(mail: StoredMail): string {
  const body = splitLinks(mail.text)
    .map(({ text, isLink }) =>
      isLink ? `<a href="${escapeHtml(text)}">${escapeHtml(text)}</a>` : escapeHtml(text),
    )
    .join('');
  const sentAt = mail.createdAt.toISOString();
  return `<li class="mail">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta"><span>To <strong>${escapeHtml(mail.to)}</strong></span> <time datetime="${sentAt}">${sentAt.slice(0, 19).replace('T', ' ')} UTC</time></p>
<pre>${body}</pre>
</li>`;
}

const STYLES = `
main { max-width: 52rem; margin: 0 auto; padding: 2.5rem 1.25rem 4rem; }
header { margin-bottom: 2rem; }
h1 { margin: 0 0 0.5rem; font: 600 2rem/1.2 Georgia, "Times New Roman", serif; }
header p, .empty { margin: 0; color: var(--ink-muted); }
.empty {
  padding: 3rem 1.5rem; text-align: center;
  border: 1px dashed var(--line); border-radius: 0.75rem;
}
.mails { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.mail {
  background: var(--surface); border: 1px solid var(--line); border-radius: 0.75rem;
  padding: 1.25rem 1.5rem;
}
h2 { margin: 0; font-size: 1.125rem; line-height: 1.4; overflow-wrap: anywhere; }
.meta {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem;
  margin: 0.25rem 0 1rem; font-size: 0.875rem; color: var(--ink-muted);
}
.meta strong { color: var(--ink); font-weight: 600; overflow-wrap: anywhere; }
pre {
  margin: 0; padding-top: 1rem; border-top: 1px solid var(--line);
  white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; font-size: 0.9375rem;
}
a { color: var(--accent); text-underline-offset: 0.15em; }
a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
`;
