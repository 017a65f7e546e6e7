// `npm run test:e2e` first: the browser tests drive Debian's Chromium at /usr/bin/chromium (never a
// browser downloaded by Playwright). Installs it when we may (root with apt-get), else says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}, which is missing.\n` +
        (hasApt
          ? 'Install it with:\n\n    sudo apt-get install -y chromium\n'
          : 'Install Chromium from your distribution so that /usr/bin/chromium exists ' +
            '(on Debian or Ubuntu: sudo apt-get install -y chromium).\n'),
    );
    process.exit(1);
  }
  console.log(`Chromium is missing: ${INSTALL}`);
  const install = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Installing Chromium failed (${INSTALL}).`);
    process.exit(install.status || 1);
  }
}
