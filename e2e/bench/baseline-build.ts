import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What the PWA's build reads: its own sources and the workspaces it imports. */
const BUILD_INPUTS = [
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'contracts',
  'mutations',
  'pwa',
];
const WORKSPACES_IMPORTED = ['contracts', 'mutations'];

/**
 * The PWA of another commit (`BENCH_BASELINE=<git ref>`), built into a folder of its own so the
 * bench can measure it beside the current build in the same run: the machine's load then weighs
 * on both alike. The ref's files come from `git archive` (no worktree, nothing of this checkout
 * touched) and are built with this checkout's node_modules, except that `@chungcu/*` point at
 * the ref's own workspaces. Kept per commit in the temp folder: a second run reuses it.
 */
export function buildBaselinePwa(ref: string): { dist: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const root = join(tmpdir(), `chungcu-bench-baseline-${commit.slice(0, 12)}`);
  const dist = join(root, 'pwa', 'dist');
  if (existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'sw.js')))
    return { dist, commit };

  console.log(`Building the baseline PWA of ${ref} (${commit.slice(0, 12)}) in ${root}…`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...BUILD_INPUTS], {
    cwd: repoRoot,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString()}`);

  // node_modules: every package of this checkout, but the ref's own workspaces.
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@chungcu'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry === '@chungcu' || entry === '.bin' || entry.startsWith('.vite')) continue;
    symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  for (const workspace of WORKSPACES_IMPORTED)
    symlinkSync(join(root, workspace), join(modules, '@chungcu', workspace));
  for (const workspace of [...WORKSPACES_IMPORTED, 'pwa']) {
    const own = join(repoRoot, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(join(root, workspace, 'node_modules')))
      symlinkSync(own, join(root, workspace, 'node_modules'));
  }

  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], {
    cwd: join(root, 'pwa'),
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(join(dist, 'sw.js'))) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`the baseline PWA of ${ref} did not build (${build.status})`);
  }
  return { dist, commit };
}
