import { escapeToBuffer } from 'hono/utils/html';

/**
 * Hono's escaper (the one its `html` helper and JSX use) for a plain string: safe for
 * element content and for quoted attribute values alike. The `html` helper itself would
 * hand back a string or a promise of one, which a mail built synchronously cannot take.
 */
export function escapeHtml(value: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(value, buffer);
  return buffer[0];
}
