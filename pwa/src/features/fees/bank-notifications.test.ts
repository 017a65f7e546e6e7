import { describe, expect, it } from 'vitest';
import { paymentWebhookSecretSchema } from '@chungcu/contracts';
import { HttpError } from '../../data';
import { randomProviderKey, serverMessageOr } from './bank-notifications';

describe('a provider’s key made on the device', () => {
  it('is one the server takes, and never the same twice', () => {
    const keys = Array.from({ length: 200 }, randomProviderKey);
    for (const key of keys) {
      expect(paymentWebhookSecretSchema.safeParse({ secret: key }).success, key).toBe(true);
      // Pasted into SePay's form and sent in a header as it is: no padding, no `+` or `/`.
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('what a refusal says', () => {
  it('is the server’s own message when it sent one, else the screen’s', () => {
    const refused = new HttpError(
      400,
      '{}',
      'Khóa bí mật của dịch vụ phải dài từ 16 đến 200 ký tự',
    );
    expect(serverMessageOr(refused, 'Không lưu được khóa')).toBe(refused.serverMessage);
    expect(serverMessageOr(new HttpError(502, 'Bad Gateway', null), 'Không lưu được')).toBe(
      'Không lưu được',
    );
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Không lưu được')).toBe(
      'Không lưu được',
    );
  });
});
