import { describe, expect, it } from 'vitest';
import { decodeRgba } from './decode';
import {
  blocksOf,
  floorsOf,
  labelUnits,
  pagesOf,
  selectionOf,
  selectionQuery,
} from './label-sheet';
import { qrMatrix, qrRgba, qrSvgPath } from './qr-matrix';
import { findUnitsByNumber } from './unit-search';
import { readScannedCode, unitUrl } from './unit-url';

const ORIGIN = 'https://chungcu.example.vn';
const ID = '0190f5e2-7c4a-7b21-8d3e-5a6b7c8d9e0f';

describe('a label scanned back', () => {
  it('decodes the QR code the label prints into the unit page it was made for', async () => {
    const url = unitUrl(ORIGIN, ID);
    const image = qrRgba(qrMatrix(url), 4);
    const text = await decodeRgba(image);
    expect(text).toBe(url);
    expect(readScannedCode(text ?? '', ORIGIN)).toEqual({
      kind: 'unit',
      apartmentId: ID,
      path: `/apartments/${ID}`,
    });
  });

  it('decodes a code drawn small (2 px a module) and one drawn large, on a LAN address', async () => {
    const url = unitUrl('http://192.168.1.20:3000', ID);
    for (const scale of [2, 9]) {
      expect(await decodeRgba(qrRgba(qrMatrix(url), scale))).toBe(url);
    }
  });

  it('finds nothing in a blank frame', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(await decodeRgba(blank)).toBeNull();
  });

  it('draws every dark module once in the SVG path', () => {
    const matrix = qrMatrix(unitUrl(ORIGIN, ID));
    let dark = 0;
    for (let y = 0; y < matrix.size; y += 1)
      for (let x = 0; x < matrix.size; x += 1) if (matrix.isDark(x, y)) dark += 1;
    const path = qrSvgPath(matrix, 2);
    const area = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(area).toBe(dark);
    // Offset by the quiet zone: the top-left finder pattern starts at (2, 2).
    expect(path.startsWith('M2 2h7v1')).toBe(true);
  });
});

describe('readScannedCode', () => {
  it('opens a unit URL of this origin, with a trailing slash, upper-case id, query or hash', () => {
    for (const text of [
      `${ORIGIN}/apartments/${ID}/`,
      `${ORIGIN}/apartments/${ID.toUpperCase()}`,
      `  ${ORIGIN}/apartments/${ID}?from=label#top `,
    ]) {
      expect(readScannedCode(text, ORIGIN)).toMatchObject({ kind: 'unit', apartmentId: ID });
    }
  });

  it('names another site and never treats it as a unit, even with a unit path', () => {
    expect(readScannedCode(`https://evil.example.com/apartments/${ID}`, ORIGIN)).toEqual({
      kind: 'other-site',
      host: 'evil.example.com',
    });
    // Same host, other scheme or port: another origin.
    expect(readScannedCode(`http://chungcu.example.vn/apartments/${ID}`, ORIGIN).kind).toBe(
      'other-site',
    );
    expect(readScannedCode(`https://chungcu.example.vn:8443/apartments/${ID}`, ORIGIN).kind).toBe(
      'other-site',
    );
  });

  it('refuses text, other schemes, other pages of the app and paths that only look like a unit', () => {
    for (const text of [
      '',
      'A2-1207',
      'WIFI:S:ChungCu;T:WPA;P:secret;;',
      'javascript:alert(1)',
      `data:text/html,${ORIGIN}/apartments/${ID}`,
      `${ORIGIN}/inquiries/${ID}`,
      `${ORIGIN}/apartments/create`,
      `${ORIGIN}/apartments/${ID}/residents`,
      `${ORIGIN}/apartments/not-a-uuid`,
      `${ORIGIN}/apartments/${ID}/../../sync`,
      `${ORIGIN}/x/apartments/${ID}`,
    ]) {
      expect(readScannedCode(text, ORIGIN), text).toEqual({ kind: 'not-unit' });
    }
  });
});

describe('label sheet', () => {
  const row = (unitNumber: string, floor: number, fields: object = {}) => ({
    id: unitNumber,
    unitNumber,
    buildingBlock: unitNumber.charAt(0),
    floor,
    deletedAt: null as string | null,
    ...fields,
  });
  const rows = [
    row('A1-1201', 12),
    row('A1-902', 9),
    row('A1-910', 9),
    row('A1-901', 9),
    row('B1-501', 5),
    row('A1-1202', 12, { deletedAt: '2026-01-01T00:00:00Z' }),
  ];

  it('takes a block, or one floor of it, live units only, floor by floor in unit order', () => {
    expect(labelUnits(rows, { block: 'A', floor: null }).map((u) => u.unitNumber)).toEqual([
      'A1-901',
      'A1-902',
      'A1-910',
      'A1-1201',
    ]);
    expect(labelUnits(rows, { block: 'A', floor: 12 }).map((u) => u.unitNumber)).toEqual([
      'A1-1201',
    ]);
    expect(labelUnits(rows, { block: null, floor: 9 })).toEqual([]);
    expect(blocksOf(rows)).toEqual(['A', 'B']);
    expect(floorsOf(rows, 'A')).toEqual([9, 12]);
  });

  it('reads the selection from the address, ignoring malformed floors', () => {
    const read = (query: string) => selectionOf(new URLSearchParams(query));
    expect(read('block=A&floor=12')).toEqual({ block: 'A', floor: 12 });
    expect(read('block=A&floor=abc')).toEqual({ block: 'A', floor: null });
    expect(read('block=A&floor=0')).toEqual({ block: 'A', floor: null });
    expect(read('block=A&floor=-3')).toEqual({ block: 'A', floor: null });
    expect(read('floor=3')).toEqual({ block: null, floor: 3 });
    expect(read('')).toEqual({ block: null, floor: null });
    expect(selectionQuery({ block: 'A', floor: 12 })).toBe('?block=A&floor=12');
    expect(selectionQuery({ block: null, floor: 12 })).toBe('');
  });

  it('cuts labels into A4 pages of 24', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pagesOf(items).map((page) => page.length)).toEqual([24, 24, 2]);
    expect(pagesOf([])).toEqual([]);
  });

  it('finds a typed unit number however it is spaced, the exact one first', () => {
    const units = [row('A1-1201', 12), row('A1-120', 1), row('B1-1201', 12)];
    expect(findUnitsByNumber(units, 'a1 120').map((u) => u.unitNumber)).toEqual([
      'A1-120',
      'A1-1201',
    ]);
    expect(findUnitsByNumber(units, '1201').map((u) => u.unitNumber)).toEqual([
      'A1-1201',
      'B1-1201',
    ]);
    expect(findUnitsByNumber(units, ' - ')).toEqual([]);
  });
});
