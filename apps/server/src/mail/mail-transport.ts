/** One outgoing mail. Both parts are always present so that every mail client has something to show. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: the outbox table (default) or an SMTP server. Rejects when the mail was not accepted. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}
