import type { Db } from '../db/database';

/**
 * Writers take the version clock one at a time (rule S6), so a writer beyond the first few can
 * only wait, and while it waits inside the database it holds a pool connection. A slow commit
 * (a disk flush that stalls) would then leave the pool to queued writers and stall every read
 * behind them. So writes queue here, in arrival order, for one of a few slots before they take a
 * connection, and reads (the change feed, sessions) always find a free one (rule S14).
 */
export class WriteSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(slots: number) {
    this.free = slots;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next writer in line, or becomes free.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/** Four writers per process keep the clock busy; the pool's other connections serve reads. */
export const WRITE_SLOTS_PER_PROCESS = 4;

const slotsByDatabase = new WeakMap<Db, WriteSlots>();

/** The write slots shared by every write through `db` in this process. */
export function writeSlotsFor(db: Db): WriteSlots {
  let slots = slotsByDatabase.get(db);
  if (!slots) {
    slots = new WriteSlots(WRITE_SLOTS_PER_PROCESS);
    slotsByDatabase.set(db, slots);
  }
  return slots;
}
