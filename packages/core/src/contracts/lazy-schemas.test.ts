import { describe, expect, it, vi } from 'vitest';

/** Each schema zod's builders made (z.object, z.string...), by the builder's name. */
const made: string[] = [];

vi.mock('zod/mini', async (importOriginal) => {
  const { z } = await importOriginal<typeof import('zod/mini')>();
  const counted = (name: string, build: (...args: unknown[]) => unknown) => [
    name,
    (...args: unknown[]) => {
      made.push(name);
      return build(...args);
    },
  ];
  // The builders are z's functions named in lower case; z.lazy makes a schema that builds
  // its own on first use, which is what the contracts are made of.
  return {
    z: Object.fromEntries(
      Object.entries(z).map(([name, value]) =>
        typeof value === 'function' && /^[a-z_]/.test(name) && name !== 'lazy'
          ? counted(name, value as (...args: unknown[]) => unknown)
          : [name, value],
      ),
    ),
  };
});

describe('the contracts', () => {
  it('build no schema when they load, each one the first time it is read', async () => {
    const { listHistory, API_ROUTES } = await import('./index');
    expect(API_ROUTES.length).toBeGreaterThan(30);
    expect(made).toEqual([]);

    const { z } = await import('zod/mini');
    expect(z.safeParse(listHistory.query, { page: '2' }).success).toBe(true);
    expect(made).toContain('object');
    const first = made.length;
    expect(listHistory.query).toBe(listHistory.query);
    expect(made).toHaveLength(first);
  });
});
