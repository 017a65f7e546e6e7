/**
 * CPU profiles of the residents screen at the bench's sizes (not part of `npm run bench`):
 * `npx tsx bench/profile-residents.ts` (in e2e/; `PROFILE=save,keys,unit,round` picks; `unit`, the
 * unit page's opens, and `round`, the meter round's steps, only when named) writes
 * /tmp/profile-{sync,save,keys,unit,round}.cpuprofile and prints the hottest frames, mapped to
 * source through pwa/dist's source maps.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../index';
import { LoginPage } from '../pages/login-page';
import { ResidentsPage } from '../pages/residents-page';
import { preparePwaDist } from '../support/global-setup';
import { prepareLargeComplex } from '../support/large-complex';
import { startSyncServer } from '../support/server';
import { mirrorCursor } from '../support/mirror';
import { measureRoundSteps } from './meter-round';
import { measureUnitPageOpens } from './unit-page';
import { until } from './waits';

const only = (process.env.PROFILE ?? 'sync,save,keys').split(',');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(pwaDist: string, frame: Node['callFrame']): string {
  const path = frame.url ? new URL(frame.url, 'http://x').pathname : '';
  if (!path.endsWith('.js') || frame.lineNumber < 0)
    return `${frame.functionName || '(anon)'} ${frame.url || ''}`;
  let map = maps.get(path);
  if (map === undefined) {
    try {
      map = new SourceMapConsumer(JSON.parse(readFileSync(join(pwaDist, `${path}.map`), 'utf8')));
    } catch {
      map = null;
    }
    maps.set(path, map);
  }
  if (!map) return `${frame.functionName || '(anon)'} ${path}:${frame.lineNumber + 1}`;
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? '?').replace(/.*node_modules\//, '~').replace(/^.*\/src\//, '');
  return `${pos.name ?? frame.functionName ?? '(anon)'} ${source}:${pos.line}`;
}

/** Self and total time per mapped frame. */
function summarise(pwaDist: string, profile: Profile, top = 40): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    all += dt;
    const node = byId.get(id) as Node;
    const name = sourceOf(pwaDist, node.callFrame);
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const key = sourceOf(pwaDist, (byId.get(cur) as Node).callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + dt);
    }
  });
  const fmt = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  return `total ${all.toFixed(0)} ms\n-- self --\n${fmt(self)}\n-- total --\n${fmt(total)}`;
}

async function profiled(cdp: CDPSession, name: string, pwaDist: string, work: () => Promise<void>) {
  if (!only.includes(name)) return work();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(`/tmp/profile-${name}.cpuprofile`, JSON.stringify(profile));
  console.log(`\n===== ${name} =====\n${summarise(pwaDist, profile)}`);
}

/** Merges profiles by concatenating their samples (node ids made unique). */
function merge(profiles: Profile[]): Profile {
  const out: Profile = { nodes: [], samples: [], timeDeltas: [], startTime: 0, endTime: 0 };
  let offset = 0;
  for (const p of profiles) {
    const max = Math.max(...p.nodes.map((n) => n.id));
    for (const n of p.nodes)
      out.nodes.push({ ...n, id: n.id + offset, children: n.children?.map((c) => c + offset) });
    out.samples.push(...p.samples.map((s) => s + offset));
    out.timeDeltas.push(0, ...p.timeDeltas.slice(1));
    offset += max + 1;
  }
  return out;
}

async function main() {
  const teardown = await preparePwaDist();
  const pwaDist = process.env.E2E_PWA_DIST as string;
  const { dataDir, maxVersion } = await prepareLargeComplex('chungcu-profile-');
  const server = await startSyncServer({ dataDir, pwaDist });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const login = new LoginPage(page);
    await login.open();
    await profiled(cdp, 'sync', pwaDist, async () => {
      await login.signIn();
      const t0 = Date.now();
      await until(
        `the first sync to reach version ${maxVersion}`,
        5 * 60_000,
        async () => (await mirrorCursor(page)) >= maxVersion,
        async () => `the mirror's cursor is at ${await mirrorCursor(page)}`,
      );
      console.log(`sync ${Date.now() - t0} ms`);
    });
    const residents = new ResidentsPage(page);
    await residents.open();
    await residents.rows().first().waitFor();
    await residents.search('bench.save');
    await page.waitForTimeout(1000);
    {
      const saves: Profile[] = [];
      const times: number[] = [];
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      for (let i = 0; i < Number(process.env.SAVES ?? 8); i++) {
        const email = `bench.save.${i}.${Date.now()}@example.vn`;
        await page.getByRole('button', { name: 'Thêm cư dân mới' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'First Name', exact: true }).fill(`Đo ${i}`);
        await dialog.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Hiệu Năng');
        await dialog
          .getByRole('textbox', { name: 'ID Card Number', exact: true })
          .fill(String(880000000000 + i));
        await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
        await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+84900000000');
        const create = dialog.getByRole('button', { name: 'Create' });
        await create.hover();
        await page.waitForTimeout(300);
        if (only.includes('save')) await cdp.send('Profiler.start');
        const t = await page.evaluate(async (expected) => {
          const start = performance.now();
          const done = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              const rows = document.querySelectorAll('[data-testid="resident-row"]');
              if (!Array.from(rows).some((r) => r.textContent?.includes(expected))) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          });
          const button = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
            (b) => b.textContent?.trim() === 'Create',
          ) as HTMLButtonElement;
          button.click();
          return done;
        }, email);
        times.push(t);
        await page.waitForTimeout(100);
        if (only.includes('save'))
          saves.push(
            ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile,
          );
        await residents.row(email).waitFor();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.waitForTimeout(300);
      }
      console.log('save → visible', times.map((t) => t.toFixed(1)).join(' '));
      if (saves.length) {
        writeFileSync('/tmp/profile-save.cpuprofile', JSON.stringify(merge(saves)));
        console.log(`\n===== save =====\n${summarise(pwaDist, merge(saves))}`);
      }
    }
    const search = page.getByLabel('Tìm kiếm cư dân');
    await search.fill('');
    await page.waitForTimeout(500);
    await profiled(cdp, 'keys', pwaDist, async () => {
      for (const query of ['5678', '1234', '9012']) {
        await search.fill('');
        await page.waitForTimeout(200);
        for (const char of query) {
          await search.press(char);
          await page.waitForTimeout(150);
        }
      }
    });
    // The unit page, as the bench opens it (unit-page.ts): the first open, then 30 others.
    if (only.includes('unit')) {
      let opens: Awaited<ReturnType<typeof measureUnitPageOpens>> | undefined;
      await profiled(cdp, 'unit', pwaDist, async () => {
        opens = await measureUnitPageOpens(page);
      });
      console.log('unit page opens', JSON.stringify(opens));
    }
    // The meter round, as the bench steps it (meter-round.ts): `Tiếp`, then "Lưu và tiếp".
    if (only.includes('round')) {
      let steps: Awaited<ReturnType<typeof measureRoundSteps>> | undefined;
      await profiled(cdp, 'round', pwaDist, async () => {
        steps = await measureRoundSteps(page);
      });
      console.log('meter round steps', JSON.stringify(steps));
    }
  } finally {
    await browser.close();
    await server.dispose();
    teardown();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
