import { eq } from 'drizzle-orm';
import { credits, users } from '../../src/db/schema';
import { BrowserSession } from './browser-session';
import type { TestServer } from './test-server';

export const PASSWORD = 'Plume-Story-42';

/** A new account, signed in on its own browser session. */
export async function signedUpWriter(server: TestServer, email: string): Promise<BrowserSession> {
  const browser = new BrowserSession(server);
  const response = await browser.signUp(email, PASSWORD);
  if (!response.ok) throw new Error(`sign-up of ${email} failed: ${response.status}`);
  return browser;
}

/** The balance GET /api/me reports; -1 is unlimited. */
export async function balanceOf(browser: BrowserSession): Promise<number> {
  const me = (await (await browser.request('/api/me')).json()) as { credits: { amount: number } };
  return me.credits.amount;
}

/** Sets a balance straight in the database (unlimited is -1), as the admin command does. */
export async function setBalance(server: TestServer, email: string, amount: number) {
  const db = server.testDatabase.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  await db.update(credits).set({ amount }).where(eq(credits.userId, user.id));
}
