import type { Assignment, Block, Invoice } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { blocksOf, noticesToPrint } from './print-order';
import { primaryNamesOf } from './primary-names';

const stamps = {
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  deletedAt: null,
};
const invoice = (apartmentId: string, fields: Partial<Invoice> = {}): Invoice => ({
  ...stamps,
  id: `i-${apartmentId}`,
  complexId: 'c',
  periodId: 'p',
  apartmentId,
  month: '2026-11',
  number: `TC-${apartmentId}`,
  status: 'issued',
  lines: [],
  charges: 0,
  previousBalance: 0,
  credits: 0,
  amountDue: 0,
  creditCarried: 0,
  flaggedLines: 0,
  paymentsCounted: 0,
  dueDate: '2026-11-15',
  issuedAt: '2026-11-02T00:00:00.000Z',
  ...fields,
});
const units = new Map([
  ['b2', { unitNumber: 'B-0210', buildingBlock: 'B' }],
  ['a10', { unitNumber: 'A-1002', buildingBlock: 'A' }],
  ['a2', { unitNumber: 'A-0205', buildingBlock: 'A' }],
  ['b1', { unitNumber: 'B-0101', buildingBlock: 'B' }],
  ['a3', { unitNumber: 'A-0301', buildingBlock: 'A' }],
]);
const invoices = [
  invoice('b2'),
  invoice('a10'),
  invoice('a2'),
  invoice('b1'),
  invoice('a3', { status: 'draft', number: null }),
  invoice('a2', { id: 'other-period', periodId: 'q' }),
  invoice('b1', { id: 'gone', deletedAt: '2026-11-03T00:00:00.000Z' }),
];

it('prints a period’s issued notices by block, then by unit (numbers compared as numbers)', () => {
  expect(
    noticesToPrint(invoices, units, 'p', null).map((n) => [n.block, n.unitNumber, n.invoice.id]),
  ).toEqual([
    ['A', 'A-0205', 'i-a2'],
    ['A', 'A-1002', 'i-a10'],
    ['B', 'B-0101', 'i-b1'],
    ['B', 'B-0210', 'i-b2'],
  ]);
});

it('prints one block alone when asked', () => {
  expect(noticesToPrint(invoices, units, 'p', 'B').map((n) => n.unitNumber)).toEqual([
    'B-0101',
    'B-0210',
  ]);
  expect(noticesToPrint(invoices, units, 'p', 'C')).toEqual([]);
});

it('offers a complex’s live blocks by name', () => {
  const block = (id: string, name: string, fields: Partial<Block> = {}): Block => ({
    ...stamps,
    id,
    complexId: 'c',
    name,
    onDutyId: null,
    onDutyName: null,
    ...fields,
  });
  const blocks = [
    block('1', 'B'),
    block('2', 'A10'),
    block('3', 'A2'),
    block('4', 'C', { deletedAt: '2026-11-03T00:00:00.000Z' }),
    block('5', 'D', { complexId: 'other' }),
  ];
  expect(blocksOf(blocks, 'c').map((b) => b.name)).toEqual(['A2', 'A10', 'B']);
});

it('addresses each printed notice to its unit’s primary occupant today, or to its residents', () => {
  const assignment = (fields: Partial<Assignment>): Assignment =>
    ({
      ...stamps,
      id: crypto.randomUUID(),
      residentId: 'r-lan',
      isPrimary: true,
      moveOutDate: null,
      ...fields,
    }) as Assignment;
  const residents = new Map([
    ['r-lan', { lastName: 'Nguyễn Thị', firstName: 'Lan' }],
    ['r-old', { lastName: 'Trần Văn', firstName: 'Cũ' }],
  ]);
  const names = primaryNamesOf(
    [
      assignment({ apartmentId: 'a2' }),
      // Moved out, not the primary occupant, or removed: none of them is written to.
      assignment({ apartmentId: 'b1', residentId: 'r-old', moveOutDate: '2026-10-01' }),
      assignment({ apartmentId: 'b2', residentId: 'r-old', isPrimary: false }),
      assignment({ apartmentId: 'a10', residentId: 'r-old', deletedAt: '2026-10-01T00:00:00Z' }),
    ],
    residents,
    (id) => units.has(id),
  );
  expect(
    noticesToPrint(invoices, units, 'p', null, names).map((n) => [n.unitNumber, n.primaryName]),
  ).toEqual([
    ['A-0205', 'Nguyễn Thị Lan'],
    ['A-1002', null],
    ['B-0101', null],
    ['B-0210', null],
  ]);
});
