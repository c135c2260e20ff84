import { formatPrice } from '@plume/core/credits';
import { type Config, ConfigError, loadConfig } from './config';
import {
  AdminError,
  changeCredits,
  parseCreditChange,
  summarizeAccount,
} from './credits/admin-credits';
import { UNLIMITED_CREDITS } from './credits/credit-holds';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Database } from './db/database';

/**
 * Operator commands: `npm run admin -- <command>`. They act on the database the server
 * would use with the same environment. With PGlite the server must be stopped first: the
 * data folder's lock makes the command refuse rather than corrupt it.
 */
const USAGE = `Usage: npm run admin -- <command>

Commands:
  migrate                                  apply pending database migrations and exit
  credits <email> <amount|+N|unlimited>    set a balance, add N credits, or make it unlimited
  show <email>                             an account's balance and latest payments
  help                                     show this message`;

const showCredits = (amount: number) =>
  amount === UNLIMITED_CREDITS ? 'unlimited' : String(amount);

/** The schema is brought up to date first, as the server does when it starts. */
async function withDatabase<T>(config: Config, use: (database: Database) => Promise<T>) {
  const database = await openDatabase(config.database, 'the admin command');
  try {
    await database.migrate();
    return await use(database);
  } finally {
    await database.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 1 : 0;
  }
  const config = loadConfig();
  if (command === 'migrate') {
    await withDatabase(config, async () => {});
    process.stdout.write(`Migrations applied (${config.providers.database}).\n`);
    return 0;
  }
  if (command === 'credits') {
    const [email, argument] = rest;
    const change = argument === undefined ? null : parseCreditChange(argument);
    if (!email || !change || rest.length !== 2) {
      process.stderr.write(
        `Expected: credits <email> <amount|+N|unlimited>, e.g. credits ana@example.com +25\n`,
      );
      return 1;
    }
    const { before, after } = await withDatabase(config, (database) =>
      changeCredits(database.db, email, change, new Date()),
    );
    process.stdout.write(`${email}: ${showCredits(before)} -> ${showCredits(after)} credits\n`);
    return 0;
  }
  if (command === 'show') {
    const [email] = rest;
    if (!email || rest.length !== 1) {
      process.stderr.write('Expected: show <email>\n');
      return 1;
    }
    const account = await withDatabase(config, (database) => summarizeAccount(database.db, email));
    const lines = [
      `Account:  ${account.email} (id ${account.id})`,
      `Created:  ${account.createdAt.toISOString()}${account.emailVerified ? '' : ' (e-mail not confirmed)'}`,
      `Credits:  ${showCredits(account.credits)}`,
      `Paid:     ${account.paidTotal.count} purchase(s), ${account.paidTotal.credits} credits`,
      ...(account.payments.length > 0 ? ['Latest payments:'] : []),
      ...account.payments.map(
        (payment) =>
          `  ${payment.createdAt.toISOString()}  ${payment.packageId.padEnd(12)} ${formatPrice(payment.amountCents, 'en').padStart(5)}  ${payment.status.padEnd(9)} ${payment.provider}`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  }
  process.stderr.write(`Unknown command: ${command}\n\n${USAGE}\n`);
  return 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else if (error instanceof AdminError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof DataDirLockedError) {
    process.stderr.write(`Refused: ${error.message}.\n`);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
