import type { Page } from '@playwright/test';
import { ResidentsPage } from '../pages/residents-page';

const SAVES = 20;
const SEARCHES = ['5678', '1234', '9012', '3456', '2345', '6789', '4567', '8901', '7890', '0123'];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
}

/** Installs in-page timers: click on Create → the expected row painted; keydown → count repainted. */
async function installProbes(page: Page) {
  // tsx keeps function names through an `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  await page.evaluate(() => {
    const w = window as unknown as { __saves: number[]; __keys: number[]; __expect: string };
    w.__saves = [];
    w.__keys = [];
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
    // A keystroke counts once the table (rows or title) changes; one that changes nothing was
    // already rendered and is not a sample. A new keystroke ends the previous one's watch.
    let watching: MutationObserver | null = null;
    document.addEventListener(
      'keydown',
      (event) => {
        if (!(event.target as Element).matches('input[aria-label="Tìm kiếm cư dân"]')) return;
        watching?.disconnect();
        const table = document
          .querySelector('[data-testid="residents-count"]')
          ?.closest('.MuiPaper-root, section, div');
        if (!table) return;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          observer.disconnect();
          watching = null;
          requestAnimationFrame(() => w.__keys.push(performance.now() - start));
        });
        watching = observer;
        observer.observe(table, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
  });
}

/** Save → visible and search keystroke → rendered, on the residents screen with 10,000 rows. */
export async function measureResidentsScreen(page: Page) {
  const residents = new ResidentsPage(page);
  await residents.open();
  await residents.rows().first().waitFor();
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
  const { saves, keys } = await page.evaluate(() => {
    const w = window as unknown as { __saves: number[]; __keys: number[] };
    return { saves: w.__saves, keys: w.__keys };
  });
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
