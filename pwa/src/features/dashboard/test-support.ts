import {
  type Apartment,
  type Assignment,
  type Inquiry,
  type Invoice,
  type Meter,
  type MeterReading,
  type Payment,
  uuidv7,
} from '@chungcu/contracts';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { FRESH_SLA, NO_DEADLINES } from '@chungcu/mutations';
import type { DashboardSummary } from './queries';

export const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** An ISO time `days` days before NOW. */
export const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

const synced = (createdAt: string) => ({
  id: uuidv7(),
  version: 1,
  deletedAt: null,
  createdAt,
  updatedAt: createdAt,
  complexId: TEST_COMPLEX_ID,
});

export function apartment(fields: Partial<Apartment> = {}): Apartment {
  return {
    ...synced(daysAgo(400)),
    unitNumber: 'A1-305',
    buildingBlock: 'A',
    floor: 3,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 70,
    monthlyRent: '10000000.00',
    status: 'available',
    description: null,
    imageUrl: null,
    ...fields,
  };
}

export function assignment(fields: Partial<Assignment> = {}): Assignment {
  return {
    ...synced(daysAgo(100)),
    apartmentId: uuidv7(),
    residentId: uuidv7(),
    moveInDate: daysAgo(100),
    moveOutDate: null,
    isPrimary: false,
    notes: null,
    relation: null,
    ...fields,
  };
}

export function inquiry(fields: Partial<Inquiry> = {}): Inquiry {
  return {
    ...synced(daysAgo(10)),
    number: null,
    title: 'Rò rỉ nước',
    description: 'Nước rò rỉ dưới bồn rửa',
    category: 'maintenance',
    priority: 'medium',
    status: 'new',
    residentId: null,
    apartmentId: null,
    assignedTo: null,
    assigneeId: null,
    attachments: [],
    response: null,
    responseDate: null,
    dueDate: null,
    templateId: null,
    residentCategory: null,
    createdBy: null,
    rating: null,
    ratingComment: null,
    confirmedAt: null,
    returnReason: null,
    returnedAt: null,
    ...NO_DEADLINES,
    ...FRESH_SLA,
    ...fields,
  };
}

export function meter(fields: Partial<Meter> = {}): Meter {
  return {
    ...synced(daysAgo(200)),
    apartmentId: uuidv7(),
    kind: 'water',
    serial: 'N-A1305',
    ...fields,
  };
}

/** An issued fee notice of a unit for June 2026. */
export function notice(fields: Partial<Invoice> = {}): Invoice {
  return {
    ...synced(daysAgo(3)),
    periodId: uuidv7(),
    apartmentId: uuidv7(),
    month: '2026-06',
    number: 'TC-HN-2026-06-00001',
    status: 'issued',
    lines: [],
    charges: 1_000_000,
    previousBalance: 0,
    credits: 0,
    amountDue: 1_000_000,
    creditCarried: 0,
    flaggedLines: 0,
    paymentsCounted: 0,
    dueDate: '2026-07-15',
    issuedAt: daysAgo(3),
    ...fields,
  };
}

/** A payment matched to a unit (cash at the office), counted by the ledger (rule S34). */
export function payment(fields: Partial<Payment> = {}): Payment {
  return {
    ...synced(daysAgo(1)),
    apartmentId: uuidv7(),
    invoiceId: null,
    method: 'cash',
    amount: 500_000,
    paidAt: daysAgo(1),
    memo: '',
    payerName: null,
    provider: null,
    providerTransactionId: null,
    status: 'matched',
    matchedBy: 'staff',
    voidReason: null,
    receiptNumber: null,
    ...fields,
  };
}

export function reading(fields: Partial<MeterReading> = {}): MeterReading {
  return {
    ...synced(daysAgo(1)),
    meterId: uuidv7(),
    period: '2026-06',
    value: 120,
    readAt: daysAgo(1),
    readBy: null,
    estimated: false,
    ...fields,
  };
}

/** What the overdue requests' card shows of a summary (undefined before the rows are read). */
export const overdueShown = (summary: DashboardSummary | null | undefined) =>
  summary?.cards.find((card) => card.key === 'overdueRequests')?.value;
