/** The unit page's path; ids are UUIDs (contracts `idSchema`). */
const UNIT_PATH =
  /^\/apartments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** What a label's QR code holds: the absolute URL of the unit page on this app's origin. */
export function unitUrl(origin: string, apartmentId: string): string {
  return `${origin}/apartments/${apartmentId}`;
}

/** What a scanned code turned out to be. */
export type ScannedCode =
  /** One of this app's unit labels: open `/apartments/{id}`. */
  | { kind: 'unit'; apartmentId: string; path: string }
  /** A web address of another site (shown, never followed). */
  | { kind: 'other-site'; host: string }
  /** Anything else: text, a page of this app that is not a unit, a malformed address. */
  | { kind: 'not-unit' };

/**
 * Reads a scanned code against this app's `origin`. Only an http(s) URL of the same origin whose
 * path is a unit page counts; the app never navigates anywhere a code says otherwise.
 */
export function readScannedCode(text: string, origin: string): ScannedCode {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { kind: 'not-unit' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'not-unit' };
  if (url.origin !== origin) return { kind: 'other-site', host: url.host };
  const id = UNIT_PATH.exec(url.pathname)?.[1];
  if (!id) return { kind: 'not-unit' };
  const apartmentId = id.toLowerCase();
  return { kind: 'unit', apartmentId, path: `/apartments/${apartmentId}` };
}
