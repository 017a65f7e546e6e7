import { uuidv7 } from '@chungcu/contracts';
import { signing } from '../src/services/bank-webhooks/adapters';

/** Realistic provider payloads (their documented fields), each with how it is signed. */

let next = 92_700;

/**
 * SePay: one transaction, with the complex's key as SePay sends it: in `Authorization: Apikey …`,
 * or (`hmac`) as an HMAC-SHA256 signature of the time and the body as JSON.stringify writes it,
 * which is how the tests' HTTP client sends it.
 */
export function sepayCall(
  memo: string,
  amount: number,
  key: string,
  fields: object = {},
  auth: 'apikey' | { hmacAt: number } = 'apikey',
): { body: Record<string, unknown>; headers: Record<string, string> } {
  next += 1;
  const body = {
    id: next,
    gateway: 'Vietcombank',
    transactionDate: '2026-10-05 14:02:37',
    accountNumber: '0071000888999',
    code: null,
    content: memo,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `MBVCB.${next}`,
    description: `BankAPINotify ${memo}`,
    ...fields,
  };
  if (auth === 'apikey') return { body, headers: { Authorization: `Apikey ${key}` } };
  const time = Math.floor(auth.hmacAt / 1000);
  const signature = signing.sepaySignature(JSON.stringify(body), key, time);
  return { body, headers: { 'X-SePay-Signature': signature, 'X-SePay-Timestamp': String(time) } };
}

/** Casso (webhook v2): the body's data, `X-Casso-Signature: t=…,v1=…` (HMAC-SHA512). */
export function cassoCall(memo: string, amount: number, key: string) {
  next += 1;
  const body = {
    error: 0,
    data: {
      id: next,
      reference: `FT26278${next}`,
      description: memo,
      amount,
      runningBalance: 25_000_000,
      transactionDateTime: '2026-10-05 15:00:00',
      accountNumber: '0071000888999',
      bankName: 'Vietcombank',
      bankAbbreviation: 'VCB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'NGUYEN THI HOA',
      counterAccountNumber: '0123456789',
      counterAccountBankId: '970415',
      counterAccountBankName: 'VietinBank',
    },
  };
  return { body, headers: { 'X-Casso-Signature': signing.cassoSignature(body, key, Date.now()) } };
}

/** payOS: the `data` object signed in the body (HMAC-SHA256 over its sorted fields). */
export function payosCall(memo: string, amount: number, key: string) {
  next += 1;
  const data = {
    orderCode: next,
    amount,
    description: memo,
    accountNumber: '0071000888999',
    reference: `TF${next}`,
    transactionDateTime: '2026-10-05 18:25:00',
    currency: 'VND',
    paymentLinkId: uuidv7().replaceAll('-', ''),
    code: '00',
    desc: 'Thành công',
    counterAccountBankId: '',
    counterAccountBankName: '',
    counterAccountName: null,
    counterAccountNumber: null,
    virtualAccountName: '',
    virtualAccountNumber: '',
  };
  const body = {
    code: '00',
    desc: 'success',
    success: true,
    data,
    signature: signing.payosSignature(data, key),
  };
  return { body, headers: {} };
}
