import type { Language } from '@plume/core/i18n';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { translatorOf } from '../i18n/translator';
import type { Mail } from './mail-transport';

/** A mail's subject and both its parts, ready for a recipient. */
export type MailContent = Omit<Mail, 'to'>;

/** What a mail says, in its language's words from the catalogue. */
export interface MailWords {
  language: Language;
  subject: string;
  /** The opening paragraph. */
  intro: string;
  /**
   * The one link the mail is about (a reset or a confirmation), when it has one: a button
   * in the HTML part, the bare link after `textIntro` in the plain-text part.
   */
  link?: { url: string; button: string; textIntro: string };
  /** Smaller paragraphs after the link. */
  notes: string[];
}

/**
 * A mail as its plain-text and HTML parts, both signed with the catalogue's signature.
 * React writes the HTML and escapes every text and attribute in it, the link included.
 */
export function composeMail(words: MailWords): MailContent {
  const t = translatorOf(words.language);
  const signature = t('mail.signature');
  const { intro, link, notes } = words;
  const text = [
    intro,
    ...(link ? [`${link.textIntro}\n${link.url}`] : []),
    ...notes,
    `—\n${signature}`,
  ].join('\n\n');
  const html = renderToStaticMarkup(
    <MailDocument words={words} buttonFallback={t('mail.buttonFallback')} signature={signature} />,
  );
  return { subject: words.subject, text: `${text}\n`, html: `<!doctype html>\n${html}\n` };
}

// Mail clients ignore linked and embedded stylesheets and most layout CSS: tables and
// inline styles are what they all render. The colours are the web app's light palette
// (apps/web/src/styles.css), which a mail cannot link.
const COLOURS = {
  paper: '#f7f3ec',
  surface: '#fffdf9',
  ink: '#201b16',
  inkMuted: '#5f564c',
  line: '#e2d9cb',
  accent: '#1f5f5b',
  onAccent: '#fffdf9',
};
const FONT: CSSProperties = { fontFamily: 'Helvetica,Arial,sans-serif' };
const PARAGRAPH: CSSProperties = {
  ...FONT,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLOURS.ink,
};
const SMALL: CSSProperties = {
  ...FONT,
  fontSize: '14px',
  lineHeight: '21px',
  color: COLOURS.inkMuted,
};

/** A table that only lays out, which screen readers skip as a table. */
function Layout({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

function MailDocument({
  words: { language, subject, intro, link, notes },
  buttonFallback,
  signature,
}: {
  words: MailWords;
  buttonFallback: string;
  signature: string;
}) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: COLOURS.paper }}>
        <Layout style={{ backgroundColor: COLOURS.paper }}>
          <tr>
            <td align="center" style={{ padding: '32px 16px' }}>
              <Layout
                style={{
                  maxWidth: '560px',
                  backgroundColor: COLOURS.surface,
                  border: `1px solid ${COLOURS.line}`,
                  borderRadius: '12px',
                }}
              >
                <tr>
                  <td
                    style={{
                      padding: '32px 32px 8px',
                      fontFamily: "Georgia,'Times New Roman',serif",
                      fontSize: '26px',
                      lineHeight: '32px',
                      color: COLOURS.accent,
                    }}
                  >
                    Plume
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '8px 32px 24px', ...PARAGRAPH }}>{intro}</td>
                </tr>
                {link && <MailButton {...link} fallback={buttonFallback} />}
                <tr>
                  <td style={{ padding: '0 32px 16px' }}>
                    {notes.map((note) => (
                      <p key={note} style={{ margin: '0 0 8px', ...SMALL }}>
                        {note}
                      </p>
                    ))}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: '16px 32px 28px',
                      ...FONT,
                      fontSize: '13px',
                      lineHeight: '20px',
                      color: COLOURS.inkMuted,
                      borderTop: `1px solid ${COLOURS.line}`,
                    }}
                  >
                    {signature}
                  </td>
                </tr>
              </Layout>
            </td>
          </tr>
        </Layout>
      </body>
    </html>
  );
}

/** The link as a button, and again as bare text under it for clients that break buttons. */
function MailButton({ url, button, fallback }: { url: string; button: string; fallback: string }) {
  return (
    <>
      <tr>
        <td style={{ padding: '0 32px 24px' }}>
          <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
            <tbody>
              <tr>
                <td
                  align="center"
                  // Outlook takes a cell's colour from the attribute only.
                  {...{ bgcolor: COLOURS.accent }}
                  style={{ borderRadius: '8px', backgroundColor: COLOURS.accent }}
                >
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    style={{
                      display: 'inline-block',
                      padding: '14px 28px',
                      ...FONT,
                      fontSize: '16px',
                      fontWeight: 'bold',
                      lineHeight: '20px',
                      color: COLOURS.onAccent,
                      textDecoration: 'none',
                      borderRadius: '8px',
                    }}
                  >
                    {button}
                  </a>
                </td>
              </tr>
            </tbody>
          </table>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 32px 24px', ...SMALL }}>
          {fallback}
          <br />
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            style={{ color: COLOURS.accent, wordBreak: 'break-all' }}
          >
            {url}
          </a>
        </td>
      </tr>
    </>
  );
}
