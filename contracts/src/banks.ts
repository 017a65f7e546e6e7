// The NAPAS list of banks and their BINs is vietnam-qr-pay's (maintained with NAPAS's changes),
// read from its data module alone so the bank list costs no payload code.
import { Banks } from 'vietnam-qr-pay/dist/constants/banks.js';

/** A bank a complex's account may be at: its NAPAS BIN, short name and full name. */
export interface NapasBank {
  /** The 6-digit NAPAS BIN (mã định danh ngân hàng) a VietQR code names the bank by. */
  bin: string;
  /** As people say it: 'Vietcombank', 'BIDV'. */
  shortName: string;
  /** As the bank names itself: 'Ngân hàng TMCP Ngoại Thương Việt Nam'. */
  name: string;
  /** Other words a search finds it by ('anbinh', 'DAB'). */
  keywords: string;
}

/**
 * The banks a VietQR transfer can reach (NAPAS 247): those with a BIN that receive transfers,
 * not renamed away (a renamed bank keeps its BIN under its new name), and not wallets, which take
 * a reference no notice has. One bank a BIN, the one that takes transfers first.
 */
export const napasBanks: readonly NapasBank[] = (() => {
  const byBin = new Map<string, NapasBank & { status: number }>();
  for (const bank of Banks) {
    if (!/^\d{6}$/.test(bank.bin) || bank.deprecated || bank.vietQRStatus < 0) continue;
    if (bank.key === 'momo') continue;
    const seen = byBin.get(bank.bin);
    if (seen && seen.status >= bank.vietQRStatus) continue;
    byBin.set(bank.bin, {
      bin: bank.bin,
      shortName: bank.shortName,
      name: bank.name,
      keywords: bank.keywords ?? '',
      status: bank.vietQRStatus,
    });
  }
  return [...byBin.values()]
    .map(({ status: _status, ...bank }) => bank)
    .sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));
})();

const byBin = new Map(napasBanks.map((bank) => [bank.bin, bank]));

/** The bank of a NAPAS BIN, or undefined when the list has none. */
export const bankOfBin = (bin: string): NapasBank | undefined => byBin.get(bin);
