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
 * Finite animations (menus sliding in) are let finish, so contrast is measured on what
 * stays on screen, not on a frame half faded in. Spinners loop and are left alone. Toasts
 * are let go first: one that starts leaving while axe runs is measured half faded out.
 * Their colours are the theme's surface, ink and line (components/toaster.tsx), which the
 * scans check on the cards.
 */
async function settle(page: Page) {
  // react-hot-toast's own timings: 4 s at most for an error, then its exit.
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
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
 * Form fields whose border is under 3:1 against what is behind them (WCAG 1.4.11), which
 * axe does not measure: a field must be findable by its outline alone.
 */
async function faintFieldBorders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    /** Any CSS colour as sRGB 0-255 and alpha 0-1, read back from a painted pixel. */
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b], alpha: a / 255 };
    };
    /** The colour behind an element: its ancestors' backgrounds laid over one another. */
    const backdrop = (element: Element) => {
      const layers: ReturnType<typeof rgba>[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer.alpha === 0) continue;
        layers.push(layer);
        if (layer.alpha === 1) break;
      }
      let rgb = [255, 255, 255];
      for (const layer of layers.reverse()) {
        rgb = rgb.map((base, i) => base * (1 - layer.alpha) + (layer.rgb[i] ?? 0) * layer.alpha);
      }
      return rgb;
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea',
    );
    const faint: string[] = [];
    for (const field of fields) {
      if (field.offsetParent === null) continue;
      const border = rgba(getComputedStyle(field).borderTopColor).rgb;
      const behind = field.parentElement ? backdrop(field.parentElement) : [255, 255, 255];
      const [light, dark] = [luminance(border), luminance(behind)].sort((a, b) => b - a);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      if (ratio < 3)
        faint.push(
          `${field.id || field.getAttribute('name') || field.tagName}: ${ratio.toFixed(2)}:1`,
        );
    }
    return faint;
  });
}

/**
 * The axe rules whose outcome depends on colours. The dark theme changes only the palette's
 * colours (apps/web/src/styles.css), so on a screen already checked in the light theme these
 * are the rules the dark one can still fail: running them alone halves the time axe takes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the whole page as it is now (every rule, or with `coloursOnly` the colour
 * rules) and records, as a soft failure, every serious or critical violation under the
 * screen's name: one run reports every screen's problems.
 */
export async function checkAccessibility(
  page: Page,
  screen: string,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
) {
  await settle(page);
  // Legacy mode runs axe in the page itself instead of finishing each run in a new blank
  // page: half the time, and what it gives up, cross-origin frames, the app has none.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  if (coloursOnly) axe.withRules(COLOUR_RULES);
  const results = await axe.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect
    .soft(
      blocking.length,
      `${screen} (${page.url()}) has serious or critical accessibility violations:\n${describeViolations(blocking)}\n`,
    )
    .toBe(0);
  const faint = await faintFieldBorders(page);
  expect
    .soft(faint, `${screen} (${page.url()}) has field borders under 3:1:\n${faint.join('\n')}\n`)
    .toEqual([]);
}
