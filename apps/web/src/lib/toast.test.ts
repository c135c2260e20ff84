import { describe, expect, it, vi } from 'vitest';
import { loadToasts, onToastsWanted, toast, toastsWanted } from './toast';

describe('toasts', () => {
  it('load react-hot-toast with the first toast, which mounts the toaster', async () => {
    const mount = vi.fn();
    const stop = onToastsWanted(mount);
    expect(toastsWanted()).toBe(false);

    toast.error('Something failed', { id: 'failure' });
    toast.success('Done');
    expect(toastsWanted()).toBe(true);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(loadToasts()).toBe(loadToasts());
    const library = await loadToasts();
    expect(library.Toaster).toBeTypeOf('function');
    stop();
  });
});
