import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attemptLimits,
  generationHistory,
  outlines,
  payments,
  sessions,
  users,
  verifications,
} from '../src/db/schema';
import { PASSWORD, signedUpWriter } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { readOutbox, waitForMail } from './support/outbox';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface AccountExport {
  profile: { id: string; email: string; emailVerified: boolean; createdAt: string };
  credits: { amount: number; unlimited: boolean };
  ideas: { id: string; idea: string; genres: string[]; mode: string; style: string }[];
  originalTexts: { ideaId: string; original: string }[];
  payments: { packageId: string; status: string; amountCents: number; currency: string }[];
}

describe.each(TEST_DRIVERS)('taking and deleting one’s account on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function generate(browser: BrowserSession, mode: string) {
    const response = await browser.post('/api/generations', {
      language: 'en',
      mode,
      genres: ['Space opera', 'Cosy mystery'],
      style: 'moderne',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: { id: string; idea: string } }).entry;
  }

  /** A writer with three ideas and a paid package of 10 credits. */
  async function writerWithData(email: string) {
    const browser = await signedUpWriter(server, email);
    const ideas = [
      await generate(browser, 'quick'),
      await generate(browser, 'key-points'),
      await generate(browser, 'detailed'),
    ];
    const checkout = await browser.post('/api/checkout', {
      packageId: '10_credits',
      language: 'en',
    });
    const { url } = (await checkout.json()) as { url: string };
    const paid = await browser.request(`${new URL(url).pathname}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    return { browser, ideas };
  }

  async function userIdOf(email: string) {
    const db = server.testDatabase.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user?.id;
  }

  it('exports the profile, the balance, every idea and the payments as a JSON download', async () => {
    server = await startTestServer(driver);
    const { browser, ideas } = await writerWithData('keeper@example.com');
    const [editedIdea] = ideas;
    const edit = await browser.request(`/api/history/${editedIdea?.id}`, {
      method: 'PATCH',
      body: { text: { title: 'The Writer’s Title', description: 'The writer’s own words.' } },
    });
    expect(edit.status).toBe(200);

    const response = await browser.request('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="plume-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as AccountExport;
    expect(data.profile).toMatchObject({ email: 'keeper@example.com' });
    // 3 at sign-up, 3 spent, 10 bought.
    expect(data.credits).toEqual({ amount: 10, unlimited: false });
    expect(data.ideas.map((idea) => idea.id).sort()).toEqual(ideas.map((idea) => idea.id).sort());
    // The writer's text is the idea; the engine's, which "restore the original" brings
    // back, is kept beside it.
    expect(data.ideas.map((idea) => idea.idea).sort()).toEqual(
      [
        'The Writer’s Title\n\nThe writer’s own words.',
        ...ideas.slice(1).map((idea) => idea.idea),
      ].sort(),
    );
    expect(data.originalTexts).toEqual([{ ideaId: editedIdea?.id, original: editedIdea?.idea }]);
    expect(data.ideas.map((idea) => idea.mode).sort()).toEqual(['detailed', 'key-points', 'quick']);
    for (const idea of data.ideas) {
      expect(idea.genres.sort()).toEqual(['Cosy mystery', 'Space opera']);
      expect(idea.style).toBe('moderne');
    }
    expect(data.payments).toEqual([
      expect.objectContaining({ packageId: '10_credits', status: 'paid', currency: 'CAD' }),
    ]);
  });

  it('exports only to the signed-in writer, 3 times a minute', async () => {
    server = await startTestServer(driver);
    expect((await new BrowserSession(server).request('/api/account/export')).status).toBe(401);
    const browser = await signedUpWriter(server, 'eager@example.com');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await browser.request('/api/account/export')).status).toBe(200);
    }
    const refused = await browser.request('/api/account/export');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('changes nothing on a wrong or missing password', async () => {
    server = await startTestServer(driver);
    const { browser, ideas } = await writerWithData('careful@example.com');

    const wrong = await browser.request('/api/account', {
      method: 'DELETE',
      body: { password: 'Not-The-Password-1' },
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe(
      'account.passwordIncorrect',
    );
    const missing = await browser.request('/api/account', { method: 'DELETE', body: {} });
    expect(missing.status).toBe(400);

    expect(await browser.currentUser()).toMatchObject({ email: 'careful@example.com' });
    const data = (await (await browser.request('/api/account/export')).json()) as AccountExport;
    expect(data.ideas).toHaveLength(ideas.length);
    expect((await new BrowserSession(server).signIn('careful@example.com', PASSWORD)).status).toBe(
      200,
    );
  });

  it('refuses a 4th deletion attempt in a minute', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'guessed@example.com');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await browser.request('/api/account', {
        method: 'DELETE',
        body: { password: `Guess-${attempt}-Password` },
      });
      expect(response.status).toBe(403);
    }
    const refused = await browser.request('/api/account', {
      method: 'DELETE',
      body: { password: PASSWORD },
    });
    expect(refused.status).toBe(429);
    expect(await browser.currentUser()).toMatchObject({ email: 'guessed@example.com' });
  });

  it('removes everything of the writer but the payments, and says so by mail', async () => {
    server = await startTestServer(driver);
    const { browser, ideas } = await writerWithData('leaving@example.com');
    const outlined = await browser.post(`/api/history/${ideas[0]?.id}/outline`, {
      structure: 'quinary',
    });
    expect(outlined.status).toBe(200);
    const otherTab = new BrowserSession(server);
    expect((await otherTab.signIn('leaving@example.com', PASSWORD)).status).toBe(200);
    const userId = await userIdOf('leaving@example.com');
    expect(
      (
        await new BrowserSession(server).post('/api/auth/request-password-reset', {
          email: 'leaving@example.com',
        })
      ).status,
    ).toBe(200);
    await waitForMail(server, 'leaving@example.com');
    const db = server.testDatabase.database.db;
    expect(await db.$count(verifications, eq(verifications.value, userId ?? ''))).toBe(1);

    const deleted = await new BrowserSession(server, { language: 'es' }).request('/api/account', {
      method: 'DELETE',
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(401);
    const response = await browser.request('/api/account', {
      method: 'DELETE',
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/plume\.session_token=;/);

    // The old sessions and the old password are refused.
    expect((await otherTab.request('/api/me')).status).toBe(401);
    expect((await browser.request('/api/history')).status).toBe(401);
    expect((await new BrowserSession(server).signIn('leaving@example.com', PASSWORD)).status).toBe(
      401,
    );
    // Nothing of theirs is left but the payment, no longer linked to anyone.
    expect(await userIdOf('leaving@example.com')).toBeUndefined();
    expect(await db.$count(generationHistory, eq(generationHistory.userId, userId ?? ''))).toBe(0);
    expect(await db.$count(outlines, eq(outlines.userId, userId ?? ''))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, userId ?? ''))).toBe(0);
    expect(await db.$count(verifications, eq(verifications.value, userId ?? ''))).toBe(0);
    const kept = await db.select().from(payments);
    expect(kept).toEqual([expect.objectContaining({ userId: null, status: 'paid' })]);

    // The reset mail waiting in the outbox is gone; the confirmation, in the language the
    // writer uses (French without one said), is there alone.
    const mail = await waitForMail(server, 'leaving@example.com');
    expect((await readOutbox(server)).filter((sent) => sent.to === mail.to)).toHaveLength(1);
    expect(mail.subject).toBe('Votre compte Plume a été supprimé');
    expect(mail.text).toContain('Les traces de vos paiements sont conservées');
  });

  it('leaves no counter that names the deleted writer’s e-mail, and keeps the others', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'counted@example.com');
    // Counted under the e-mail: a failed sign-in from another browser, a reset asked; and
    // a failure for an address that merely ends like it.
    for (const email of ['Counted@Example.com', 'ounted@example.com']) {
      expect((await new BrowserSession(server).signIn(email, 'Wrong-Password-1')).status).toBe(401);
    }
    await new BrowserSession(server).post('/api/auth/request-password-reset', {
      email: 'counted@example.com',
    });
    const db = server.testDatabase.database.db;
    const naming = async (email: string) =>
      (await db.select().from(attemptLimits)).filter((row) => row.key.endsWith(`:${email}`));
    expect((await naming('counted@example.com')).length).toBeGreaterThanOrEqual(3);
    const response = await browser.request('/api/account', {
      method: 'DELETE',
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const left = await db.select().from(attemptLimits);
    expect(left.filter((row) => row.key.includes('counted@example.com'))).toEqual([]);
    expect((await naming('ounted@example.com')).length).toBeGreaterThan(0);
  });
});
