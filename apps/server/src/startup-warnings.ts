import type { Config } from './config';
import { isLoopbackUrl } from './http/client-address';

/**
 * What an operator must hear at start-up: settings that work on a laptop and cost a
 * public server its writers' accounts, mail or money.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.mail.transport === 'outbox' && !isLoopbackUrl(config.publicUrl)) {
    // The mailbox would hand out every reset link, so on a public address it is not served:
    // the mails wait in a table nobody reads.
    warnings.push(
      `mail goes to the outbox, which is not served at ${config.publicUrl} (not this machine's address): writers get no confirmation or reset mail; set SMTP_URL`,
    );
  }
  if (config.nodeEnv === 'production' && config.payments.provider === 'local-checkout') {
    // The test checkout's Pay button credits without charging: anyone gets free credits.
    warnings.push(
      'payments use the local test checkout, which adds credits without charging: set STRIPE_SECRET_KEY on a public server',
    );
  }
  if (config.payments.provider === 'stripe' && !config.payments.webhookSecret) {
    warnings.push(
      'STRIPE_WEBHOOK_SECRET is not set: purchases are credited only when the writer comes back to the success page',
    );
  }
  return warnings;
}
