/**
 * Chunks only office work loads: exceljs (Excel export and import, 0.9 MB, a third of the app's
 * code). They stay out of the install's precache, which every device downloads and compiles
 * (Chromium compiles each script a service worker caches while installing); a resident's phone
 * never needs them. Staff devices fetch them into `ON_DEMAND_CACHE` once signed in
 * (`CACHE_ON_DEMAND`), so an export still works offline.
 */
export const ON_DEMAND_CHUNK = /(^|\/)assets\/exceljs[.-][^/]*\.js$/;

/** The runtime cache of on-demand chunks (cleared of older builds' chunks on activation). */
export const ON_DEMAND_CACHE = 'chungcu-on-demand';

/** The page's message asking the service worker to cache the on-demand chunks now. */
export const CACHE_ON_DEMAND = 'CACHE_ON_DEMAND';

export type ManifestEntry = string | { url: string; revision: string | null };

const urlOf = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/** The build's manifest split into what the install precaches and what waits for office work. */
export function splitManifest(entries: readonly ManifestEntry[]): {
  installed: ManifestEntry[];
  onDemand: string[];
} {
  const installed: ManifestEntry[] = [];
  const onDemand: string[] = [];
  for (const entry of entries) {
    if (ON_DEMAND_CHUNK.test(urlOf(entry))) onDemand.push(urlOf(entry));
    else installed.push(entry);
  }
  return { installed, onDemand };
}
