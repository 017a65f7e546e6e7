import { describe, expect, it } from 'vitest';
import { WriteSlots } from './write-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteSlots', () => {
  it('S14: lets at most N writes run at once, the rest in arrival order', async () => {
    const slots = new WriteSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const writes = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    for (let open = gates.shift(); open; open = gates.shift()) {
      open();
      await tick();
    }
    expect(await Promise.all(writes)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('S14: a failed write gives its slot back', async () => {
    const slots = new WriteSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('rolled back')))).rejects.toThrow();
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
