import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFSInit = NodeFS['init'];
type EmscriptenModule = {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number }) => number };
    tryFSOperation<T>(operation: () => T): T;
  };
};

/**
 * PGlite's NodeFS as shipped never reaches the disk's flush: PGlite starts PostgreSQL with `-F`
 * (fsync off), and Emscripten's NODEFS has no `fsync` at all, so an acknowledged commit lives in
 * the OS page cache only and an OS crash or power cut can lose it. This NodeFS gives NODEFS a
 * real `fsync`; with `durableStartParams` PostgreSQL flushes the write-ahead log before it
 * answers a commit, as it does on a server. Costs and figures: README, "Durability".
 */
export class DurableNodeFS extends NodeFS {
  /** fsync calls made so far (tests prove commits reach it). */
  flushes = 0;

  override async init(...args: Parameters<NodeFSInit>): ReturnType<NodeFSInit> {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    const preRun = (emscriptenOpts.preRun ?? []) as ((module: EmscriptenModule) => void)[];
    emscriptenOpts.preRun = [
      (module: EmscriptenModule) => {
        const nodefs = module.NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          this.flushes++;
          // A failed flush must fail the commit (PostgreSQL then stops rather than lie).
          nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
          return 0;
        };
      },
      ...preRun,
    ];
    return result;
  }
}

/**
 * PGlite's start parameters without `-F`, and the WAL flushed with fsync (this build's
 * `fdatasync` does nothing).
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];
