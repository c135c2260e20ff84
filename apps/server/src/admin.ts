import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * Operator commands: `npm run admin -- <command>`. They act on the database the server
 * would use with the same environment.
 */
const USAGE = `Usage: npm run admin -- <command>

Commands:
  migrate   apply pending database migrations and exit
  help      show this message`;

async function run(args: string[]): Promise<number> {
  const [command] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 1 : 0;
  }
  const config = loadConfig();
  if (command === 'migrate') {
    const database = await openDatabase(config.database);
    try {
      await database.migrate();
      process.stdout.write(`Migrations applied (${config.providers.database}).\n`);
    } finally {
      await database.close();
    }
    return 0;
  }
  process.stderr.write(`Unknown command: ${command}\n\n${USAGE}\n`);
  return 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exitCode = 1;
}
