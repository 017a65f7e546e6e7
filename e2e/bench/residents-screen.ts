import type { Page } from '@playwright/test';
import { ResidentsPage } from '../pages/residents-page';
import { installKeystrokeProbe, keystrokeSamples } from './keystroke-probe';
import { percentile } from './stats';

const SAVES = 20;
const SEARCHES = ['5678', '1234', '9012', '3456', '2345', '6789', '4567', '8901', '7890', '0123'];

const median = (samples: number[]) => percentile(samples, 0.5);
const p95 = (samples: number[]) => percentile(samples, 0.95);

/** Installs in-page timers: click on Create → the expected row painted; keydown → list repainted. */
async function installProbes(page: Page) {
  // tsx keeps function names through an `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await page.evaluate(() => {
    const w = window as unknown as { __saves: number[]; __expect: string };
    w.__saves = [];
    const painted = (start: number, done: () => boolean, into: number[]) => {
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        requestAnimationFrame(() => into.push(performance.now() - start));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    };
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.trim() !== 'Create') return;
        const expected = w.__expect;
        const rows = () => Array.from(document.querySelectorAll('[data-testid="resident-row"]'));
        painted(
          performance.now(),
          () => rows().some((r) => r.textContent?.includes(expected)),
          w.__saves,
        );
      },
      true,
    );
  });
  await installKeystrokeProbe(page, {
    input: 'input[aria-label="Tìm kiếm cư dân"]',
    anchor: '[data-testid="residents-count"]',
    container: '.MuiPaper-root, section, div',
  });
}

/** Save → visible and search keystroke → rendered, on the residents screen with 10,000 rows. */
export async function measureResidentsScreen(page: Page) {
  const residents = new ResidentsPage(page);
  // A full load reads 10,000 residents from IndexedDB: on the loaded machine, more than 5 s.
  await residents.open(60_000);
  await residents.rows().first().waitFor({ timeout: 60_000 });
  await installProbes(page);

  await residents.search('bench.save');
  for (let i = 0; i < SAVES; i++) {
    const email = `bench.save.${i}.${Date.now()}@example.vn`;
    await page.evaluate((value) => {
      (window as unknown as { __expect: string }).__expect = value;
    }, email);
    await residents.add({
      firstName: `Đo ${i}`,
      lastName: 'Hiệu Năng',
      idCardNumber: String(880000000000 + i),
      email,
      phone: '+84900000000',
    });
    await residents.row(email).waitFor();
  }

  const search = page.getByLabel('Tìm kiếm cư dân');
  for (const query of SEARCHES) {
    await search.fill('');
    await page.waitForTimeout(200);
    for (const char of query) {
      await search.press(char);
      await page.waitForTimeout(150);
    }
  }
  const saves = await page.evaluate(() => (window as unknown as { __saves: number[] }).__saves);
  const keys = await keystrokeSamples(page);
  if (process.env.BENCH_VERBOSE) console.log({ saves, keys });
  return {
    saveP95: p95(saves),
    saveMedian: median(saves),
    saves: saves.length,
    searchP95: p95(keys),
    searchMedian: median(keys),
    keystrokes: keys.length,
  };
}
