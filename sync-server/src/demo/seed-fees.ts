import { type MutationArgsInput, type Tariff, mutationArgs, uuidv7 } from '@chungcu/contracts';
import { issueInvoices, mutators } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { noticeIssuedInvoices } from '../services/fee-notices';
import { type AuditEntry, writeAudit } from '../sync/audit';
import type { MutationContext } from '../sync/mutation';
import { serverTx } from '../sync/server-tx';
import { nextVersion } from '../sync/version-clock';
import { demoAccounts } from './accounts';
import { periodBefore } from './seed-meters';
import { chaseDemoReminders, seedPayments } from './seed-payments';
import { SEED_AUTHOR } from './writer';

/** EVN's residential tiers from 10 May 2025 (đồng per kWh, before VAT). */
const EVN_TIERS: Tariff['tiers'] = [
  { from: 0, price: 1_984 },
  { from: 50, price: 2_050 },
  { from: 100, price: 2_380 },
  { from: 200, price: 2_998 },
  { from: 300, price: 3_350 },
  { from: 400, price: 3_460 },
];

/** Hà Nội's household water tiers (m³ a month per household, before VAT and fees). */
const HANOI_WATER: Tariff['tiers'] = [
  { from: 0, price: 8_500 },
  { from: 10, price: 9_900 },
  { from: 20, price: 16_000 },
  { from: 30, price: 27_000 },
];

/** TP.HCM's household water tiers, counted per registered person (m³ a person a month). */
const HCM_WATER: Tariff['tiers'] = [
  { from: 0, price: 6_700 },
  { from: 4, price: 12_900 },
  { from: 6, price: 14_400 },
];

type FeeArgs = Omit<MutationArgsInput<'createFeeType'>, 'id' | 'complexId'>;

/** A complex's fees as its board would set them in 2026, by city. */
export function feesOf(city: 'hanoi' | 'hcm'): FeeArgs[] {
  const hanoi = city === 'hanoi';
  return [
    // Hà Nội's frame for a flat with a lift is 700–16,500 ₫/m² a month.
    { name: 'Phí quản lý', basis: 'perArea', unitPrice: hanoi ? 12_000 : 15_000 },
    {
      name: 'Phí gửi xe',
      basis: 'perVehicle',
      vehiclePrices: hanoi
        ? { motorbike: 120_000, car: 1_500_000, bicycle: 50_000, electric: 80_000 }
        : { motorbike: 150_000, car: 1_800_000, bicycle: 60_000, electric: 100_000 },
    },
    {
      name: 'Tiền nước',
      basis: 'metered',
      meterKind: 'water',
      tariffs: [
        {
          effectiveFrom: '2025-01-01',
          basis: hanoi ? 'household' : 'perPerson',
          tiers: hanoi ? HANOI_WATER : HCM_WATER,
        },
      ],
      surcharges: hanoi
        ? [
            { name: 'VAT 5%', basisPoints: 500 },
            { name: 'Phí bảo vệ môi trường 10%', basisPoints: 1_000 },
          ]
        : [
            { name: 'VAT 5%', basisPoints: 500 },
            { name: 'Phí thoát nước 30%', basisPoints: 3_000 },
          ],
    },
    {
      name: 'Tiền điện',
      basis: 'metered',
      meterKind: 'electricity',
      tariffs: [{ effectiveFrom: '2025-05-10', basis: 'household', tiers: EVN_TIERS }],
      surcharges: [{ name: 'VAT 8%', basisPoints: 800 }],
    },
    { name: 'Phí vệ sinh', basis: 'perUnit', unitPrice: hanoi ? 40_000 : 50_000 },
  ];
}

type AccountArgs = Omit<MutationArgsInput<'createBankAccount'>, 'id' | 'complexId'>;

/**
 * The account each demo complex's residents pay into (rule S33): real banks' NAPAS BINs
 * (Vietcombank, BIDV), made-up numbers, holders as the banks print them.
 */
export function bankAccountOf(city: 'hanoi' | 'hcm'): AccountArgs {
  return city === 'hanoi'
    ? { bankBin: '970436', accountNumber: '0011004567890', accountName: 'BQL TOA NHA TIMES CITY' }
    : {
        bankBin: '970418',
        accountNumber: '31410001234567',
        accountName: 'BQL CHUNG CU SUNRISE CITY',
      };
}

/**
 * Each complex's account, its fees, the month before last issued and last month's drafts made: written by
 * the same mutations staff run (as the company administrator), so the demo's notices are what
 * the rule computes from the seeded units, vehicles, households and readings, and the issued
 * month's households are told as issuing tells them (rule S31) and most of them have paid it
 * (S34).
 */
export async function seedFees(
  trx: Tx,
  now: Date,
  complexes: readonly { id: string; city: 'hanoi' | 'hcm' }[],
): Promise<void> {
  const admin = demoAccounts.admin;
  const audit: AuditEntry[] = [];
  const ctx: MutationContext = {
    trx,
    actor: { userId: admin.id, role: 'admin', email: admin.email, complexIds: null },
    now,
    nextVersion: () => nextVersion(trx),
    audit: (entry) => void audit.push({ ...entry, userId: SEED_AUTHOR }),
    afterCommit: () => {},
  };
  const tx = serverTx(ctx);
  for (const complex of complexes) {
    await mutators.createBankAccount.run(
      tx,
      mutationArgs.createBankAccount.parse({
        ...bankAccountOf(complex.city),
        id: uuidv7(),
        complexId: complex.id,
        isDefault: true,
      }),
    );
    for (const fee of feesOf(complex.city)) {
      const args = mutationArgs.createFeeType.parse({
        ...fee,
        id: uuidv7(),
        complexId: complex.id,
      });
      await mutators.createFeeType.run(tx, args);
    }
    for (const back of [2, 1]) {
      const month = periodBefore(now, back);
      const next = periodBefore(now, back - 1);
      const id = uuidv7();
      await mutators.openBillingPeriod.run(
        tx,
        mutationArgs.openBillingPeriod.parse({
          id,
          complexId: complex.id,
          month,
          dueDate: `${next}-15`,
        }),
      );
      await mutators.generateInvoices.run(tx, { id });
      if (back === 2) {
        // Issued on the next month's first morning, as boards do, so the notice and its bell
        // entry are dated before the transfers that paid it, not on the day the demo started.
        const issuing = { ...ctx, now: new Date(`${next}-01T09:00:00+07:00`) };
        // Its households are told, as the office's issue tells them (the bell, then a push).
        const { issued } = await issueInvoices(serverTx(issuing), { id });
        await noticeIssuedInvoices(issuing, issued);
        // …and by last month most have paid it (read by last month's drafts, made next).
        await seedPayments(trx, tx, complex.id, issued);
      }
    }
  }
  await chaseDemoReminders(trx, now);
  for (const entry of audit) await writeAudit(trx, entry);
}
