import { describe, expect, it } from 'vitest';
import { breather, SLICE_MS } from '../../server/lib/breather';

describe('a long loop’s breather', () => {
  it('hands the event loop back once a slice of work is done, and not before', async () => {
    let clock = 0;
    const pause = breather(() => clock);
    expect(await pause()).toBe(false);
    clock += SLICE_MS - 1;
    expect(await pause()).toBe(false);
    clock += 1;
    // A slice done: what waits in the event loop runs before the loop goes on.
    let waited = false;
    setImmediate(() => (waited = true));
    expect(await pause()).toBe(true);
    expect(waited).toBe(true);
    // The next slice counts from there.
    clock += SLICE_MS - 1;
    expect(await pause()).toBe(false);
  });
});
