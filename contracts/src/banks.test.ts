import { describe, expect, it } from 'vitest';
import { bankAccountCreateSchema, bankAccountNameOf } from './bank-account';
import { bankOfBin, napasBanks } from './banks';

describe('the NAPAS bank list', () => {
  it('names each BIN once, six digits, with the banks the demo and most complexes use', () => {
    const bins = napasBanks.map((bank) => bank.bin);
    expect(new Set(bins).size).toBe(bins.length);
    expect(bins.every((bin) => /^\d{6}$/.test(bin))).toBe(true);
    expect(napasBanks.length).toBeGreaterThan(40);
    expect(bankOfBin('970436')?.shortName).toBe('Vietcombank');
    expect(bankOfBin('970418')?.shortName).toBe('BIDV');
    expect(bankOfBin('970407')?.shortName).toBe('Techcombank');
    // A renamed bank keeps its BIN under its new name; a wallet takes no notice's transfer.
    expect(bankOfBin('970449')?.shortName).toBe('LPBank');
    expect(bankOfBin('971025')).toBeUndefined();
    expect(bankOfBin('123456')).toBeUndefined();
  });
});

describe('a bank account as banks show it', () => {
  it('stores the holder upper case without accents, the number without spaces or dots', () => {
    expect(bankAccountNameOf('  Ban quản lý  Tòa nhà Đông Á ')).toBe('BAN QUAN LY TOA NHA DONG A');
    const parsed = bankAccountCreateSchema.parse({
      complexId: '0190a0b0-0000-7000-8000-000000000001',
      bankBin: '970436',
      accountNumber: '0011 0045.67890',
      accountName: 'bql tòa nhà times city',
    });
    expect(parsed).toMatchObject({
      accountNumber: '0011004567890',
      accountName: 'BQL TOA NHA TIMES CITY',
      isDefault: false,
    });
  });
});
