import type { Locator, Page } from '@playwright/test';
import { expect } from './accounts';

/**
 * How the focused element shows that it has focus: its own outline or ring, or that of
 * the card or label around it (radio cards draw the ring on the card, with :has).
 * Null when nothing visible marks it.
 */
async function focusIndicator(page: Page): Promise<{ element: string; mark: string | null }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'body', mark: null };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}`;
    let candidate: Element | null = focused;
    for (let depth = 0; candidate && depth < 4; depth++, candidate = candidate.parentElement) {
      const style = getComputedStyle(candidate);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
        return {
          element: describe(focused),
          mark: `outline ${style.outlineWidth} ${style.outlineStyle} on ${describe(candidate)}`,
        };
      }
      // A ring on the element itself; around it, cards have shadows that say nothing of focus.
      if (depth === 0 && style.boxShadow !== 'none') {
        return { element: describe(focused), mark: `box-shadow on ${describe(candidate)}` };
      }
    }
    return { element: describe(focused), mark: null };
  });
}

/** The focused element shows it has focus. */
export async function expectVisibleFocus(page: Page) {
  const { element, mark } = await focusIndicator(page);
  expect(mark, `focus on ${element} is not visible`).not.toBeNull();
}

/** Presses a key and checks that wherever focus lands, it shows. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has focus, checking visible focus
 * at every stop on the way; fails after `limit` presses.
 */
export async function moveFocusTo(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await press(page, key);
  }
  await expect(target, `not reached with ${limit} presses of ${key}`).toBeFocused();
}
