import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    for (let turn = 0; turn < 100; turn++) await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.waitFor(() => expect(resolved).toBe(true));
  });
});
