// `npm start`: build the PWA when it is missing or older than its sources, then run the server
// (demo mode and embedded PGlite unless the environment says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'pwa/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['pwa/src', 'pwa/public', 'contracts/src', 'pwa/index.html', 'pwa/vite.config.ts']
  .map((p) => join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));

if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Đang build PWA…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'pwa'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'sync-server'),
  stdio: 'inherit',
  env: { DEMO: '1', DATA_DIR: join(root, 'data'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
