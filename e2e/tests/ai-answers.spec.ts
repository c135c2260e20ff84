import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from './messages';
import { expect, test } from './support/accounts';
import { startAiStub } from './support/ai-stub';
import { idea, ideaTitle, pickGenre } from './support/generation';
import { freePortGuess, killServers, signUpWriter, startServer } from './support/server-process';

/**
 * The desk with an AI engine whose first answer breaks a rule (English for a French idea,
 * after a reasoning block): the writer sees that the AI is thinking, then that it is
 * rewriting, never the reasoning nor the English text, and finally the French idea.
 */

const WRONG =
  '<think>The user wants an idea about a lighthouse. I will write it in English. Let me think about the keeper, the ships and the light, and how the story could end.</think>\nThe Lighthouse of the Forgotten\n\nLea Marchand, keeper of a Breton lighthouse, discovers that its light draws ships lost a century ago. She must choose between guiding them home or putting out the light forever.';
const RIGHT =
  "Le Phare des oubliés\n\nLéa Marchand, gardienne d'un phare breton, découvre que la lumière attire chaque nuit des navires disparus depuis un siècle. Elle doit choisir entre les guider vers le port ou éteindre le feu pour toujours.";

test.describe('an AI answer that breaks a rule', () => {
  test.setTimeout(180_000);
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-ai-answers-'));
  });
  test.afterEach(() => {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is rewritten before the writer sees it, and charged once', async ({ page, context }) => {
    const ai = await startAiStub({ answers: [WRONG, RIGHT] });
    try {
      const port = freePortGuess();
      const origin = `http://127.0.0.1:${port}`;
      const server = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        AI_BASE_URL: ai.url,
      });
      await expect
        .poll(async () => (await fetch(`${origin}/api/ready`).catch(() => null))?.status, {
          timeout: 120_000,
        })
        .toBe(200);
      const writer = await signUpWriter(origin, 'rewrite');
      await context.addCookies(
        (writer.headers.Cookie ?? '').split('; ').map((pair) => {
          const [name = '', value = ''] = pair.split('=');
          return { name, value, url: origin, secure: name.startsWith('__Secure-') };
        }),
      );
      await page.goto(`${origin}/fr`);
      await pickGenre(page, 'fr', 'space-opera');
      await page.getByRole('button', { name: text('fr', 'generation.generate') }).click();

      await expect(ideaTitle(page, 'fr')).toHaveText(text('fr', 'generation.thinking'));
      const rewriting = page
        .getByRole('status')
        .filter({ hasText: text('fr', 'generation.rewriting') });
      await expect(rewriting).toBeVisible({ timeout: 30_000 });
      await expect(idea(page, 'fr')).not.toContainText('Lighthouse');
      await expect(ideaTitle(page, 'fr')).toHaveText('Le Phare des oubliés', { timeout: 30_000 });
      await expect(idea(page, 'fr')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      await expect(rewriting).toHaveCount(0);
      await expect(idea(page, 'fr')).toContainText("gardienne d'un phare breton");
      await expect(idea(page, 'fr')).not.toContainText('think');
      expect(await writer.balance()).toBe(2);
      expect(await writer.history()).toBe(1);
      expect(server.output()).toContain('answer broke a rule');
    } finally {
      ai.close();
    }
  });
});
