import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './accounts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** What fails the suite: a writer relying on assistive technology is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/** Contrast data axe measured, when the rule is a contrast rule. */
function contrastOf(node: Violation['nodes'][number]): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return '';
  return ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`;
}

/** One line per rule, then each element it found, with what to fix. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}${contrastOf(node)}\n      ${node.html}`)
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Finite animations (menus sliding in, toasts) are let finish, so contrast is measured on
 * what stays on screen, not on a frame half faded in. Spinners loop and are left alone.
 */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Runs axe on the whole page as it is now and records, as a soft failure, every serious or
 * critical violation under the screen's name: one run reports every screen's problems.
 */
export async function checkAccessibility(page: Page, screen: string) {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect
    .soft(
      blocking.length,
      `${screen} (${page.url()}) has serious or critical accessibility violations:\n${describeViolations(blocking)}\n`,
    )
    .toBe(0);
}
