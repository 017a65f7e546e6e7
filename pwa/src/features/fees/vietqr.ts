import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';
import type { PaymentRequest } from './payment-request';

/**
 * The VietQR payload of a payment: EMVCo merchant-presented mode as NAPAS 247 reads it (tag 38,
 * GUID A000000727, the bank's BIN and the account number, service QRIBFTTA: transfer to an
 * account), dynamic (01 = 12) with the amount in đồng (54), currency 704 (53), country VN (58),
 * the memo as purpose of transaction (62-08), and its CRC-16/CCITT (63). Built by
 * vietnam-qr-pay, the one place a payload is made; any bank's app reads it offline.
 */
export function vietQrPayload(payment: PaymentRequest): string {
  return QRPay.initVietQR({
    bankBin: payment.bank.bin,
    bankNumber: payment.accountNumber,
    amount: String(payment.amount),
    purpose: payment.memo,
  }).build();
}

/** A QR code drawn as one SVG path of unit squares, `size` modules a side plus `margin`. */
export interface QrDrawing {
  /** Modules a side, the quiet zone included: the SVG's `viewBox` is `0 0 size size`. */
  size: number;
  path: string;
}

/**
 * The QR code of `text` as an SVG path (error correction M, what banks' apps print for
 * VietQR), each row's runs of dark modules merged; sharp at any print size.
 */
export function qrDrawing(text: string, margin = 2): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x += 1;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`);
    }
  }
  return { size: modules.size + margin * 2, path: parts.join('') };
}
