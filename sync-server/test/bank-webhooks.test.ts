import { expect, it } from 'vitest';
import { z } from 'zod';
import { messages, paymentCodeOf, paymentWebhookSchema, uuidv7 } from '@chungcu/contracts';
import { cassoCall, payosCall, sepayCall } from './bank-webhook-fixtures';
import { pullAll, staffOf, twoComplexes } from './complex-fixtures';
import { issuedMonth } from './fee-fixtures';
import { type TestContext, describeEachDatabase } from './harness';

const m = messages.payment;
const KEYS = {
  sepay: 'sepay-khoa-api-0123456789',
  casso: 'casso-checksum-abcdefghij',
  payos: 'payos-checksum-0a1b2c3d4e',
};

/** An issued month of two units (the first the demo resident's home) and every provider's key. */
async function complexWithKeys(use: () => TestContext) {
  const { admin, notice, ...month } = await issuedMonth(use);
  for (const [provider, secret] of Object.entries(KEYS)) {
    const res = await admin
      .put(`/api/complexes/${month.first.complexId}/payment-webhooks/${provider}`)
      .send({ secret });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      provider,
      path: `/api/payments/webhooks/${provider}/${month.first.complexId}`,
    });
    expect(JSON.stringify(res.body)).not.toContain(secret);
  }
  const code = paymentCodeOf(notice?.number ?? null) as string;
  return { admin, ...month, code };
}

describeEachDatabase('bank notifications in (S34)', (use) => {
  const post = (provider: string, complexId: string, c: { body: unknown; headers: object }) =>
    use()
      .anonymous()
      .post(`/api/payments/webhooks/${provider}/${complexId}`)
      .set(c.headers as Record<string, string>)
      .send(c.body as object);
  const rows = async () => ({
    payments: Number((await use().db('payments').count('* as n'))[0]?.n),
    kept: Number((await use().db('bank_notifications').count('* as n'))[0]?.n),
  });

  it('S34: each provider’s signed call is recorded once and matched by the memo’s code, however the bank mangled it and however often it retries', async () => {
    const { first, code } = await complexWithKeys(use);
    const spaced = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    const sepay = sepayCall(
      `MBVCB.8812.${spaced}.CT tu 0123456789 NGUYEN VAN AN`,
      10_000,
      KEYS.sepay,
    );
    const casso = cassoCall(`IBFT ${code} thanh toan phi`, 12_000, KEYS.casso);
    const payos = payosCall(`CSO${code}`, 8_000, KEYS.payos);
    for (const [provider, c] of [
      ['sepay', sepay],
      ['casso', casso],
      ['payos', payos],
    ] as const) {
      const res = await post(provider, first.complexId, c);
      expect(res.status, `${provider} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body).toEqual({ success: true, transfers: ['matched'] });
    }
    const after = await rows();
    // Retries, in sequence and at once: nothing is recorded twice.
    expect((await post('sepay', first.complexId, sepay)).body.transfers).toEqual(['duplicate']);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => post('casso', first.complexId, casso)),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows()).toEqual(after);
    const kept = await use().db('bank_notifications').where({ provider: 'sepay' });
    expect(
      kept.map((k) => (typeof k.payload === 'string' ? JSON.parse(k.payload) : k.payload)),
    ).toContainEqual(sepay.body);

    // The unit's 30.000 ₫ notice is paid in full: the resident holds all three payments.
    const resident = await use().signIn('resident');
    const held = (await pullAll(resident)).changes.filter((c) => c.entity === 'payment');
    expect(held.map((c) => c.data?.amount).sort()).toEqual([10_000, 12_000, 8_000].sort());
  });

  it('S34: SePay’s HMAC-SHA256 signs the time and the body’s bytes: a signed call is matched; a changed body, another key, an old time or a malformed signature writes nothing', async () => {
    const { first, code } = await complexWithKeys(use);
    const now = Date.now();
    const signed = sepayCall(`TT ${code}`, 4_000, KEYS.sepay, {}, { hmacAt: now });
    const before = await rows();
    const stale = sepayCall(`TT ${code}`, 4_000, KEYS.sepay, {}, { hmacAt: now - 6 * 60_000 });
    const ahead = sepayCall(`TT ${code}`, 4_000, KEYS.sepay, {}, { hmacAt: now + 6 * 60_000 });
    const otherKey = sepayCall(`TT ${code}`, 4_000, 'khoa-khac-0123456789', {}, { hmacAt: now });
    const refused: { body: unknown; headers: Record<string, string> }[] = [
      // The amount changed on the way: the signature no longer fits the bytes.
      { body: { ...signed.body, transferAmount: 4_000_000 }, headers: signed.headers },
      stale,
      ahead,
      otherKey,
      { body: signed.body, headers: { ...signed.headers, 'X-SePay-Signature': 'sha256=abc' } },
      { body: signed.body, headers: { ...signed.headers, 'X-SePay-Timestamp': 'hôm nay' } },
      // A signature that fails is not rescued by a right API key beside it.
      {
        body: otherKey.body,
        headers: { ...otherKey.headers, Authorization: `Apikey ${KEYS.sepay}` },
      },
    ];
    for (const c of refused) {
      const res = await post('sepay', first.complexId, c);
      expect(res.status, JSON.stringify(c.headers)).toBe(401);
      expect(res.body.message).toBe(messages.payment.webhookUnauthorized);
    }
    expect(await rows()).toEqual(before);
    const res = await post('sepay', first.complexId, signed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, transfers: ['matched'] });
    // SePay's retry of the same signed call within the window: recorded once.
    expect((await post('sepay', first.complexId, signed)).body.transfers).toEqual(['duplicate']);
    expect((await rows()).payments).toBe(before.payments + 1);
  });

  it('S34: an unknown code, another complex’s notice, no code or an outgoing transfer matches nothing', async () => {
    const { first, code } = await complexWithKeys(use);
    const { second: other } = await twoComplexes(use, `bw-${uuidv7().slice(-4)}`);
    const wrong = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const admin = await use().signIn('admin');
    await admin.put(`/api/complexes/${other}/payment-webhooks/sepay`).send({ secret: KEYS.sepay });
    for (const [complexId, memo] of [
      [first.complexId, `thanh toan ${wrong}`],
      [first.complexId, 'chuyen tien nha'],
      [other, `thanh toan ${code}`],
    ] as const) {
      const res = await post('sepay', complexId, sepayCall(memo, 5_000, KEYS.sepay));
      expect(res.body).toEqual({ success: true, transfers: ['unmatched'] });
    }
    const out = sepayCall(`hoan tien ${code}`, 5_000, KEYS.sepay, { transferType: 'out' });
    expect((await post('sepay', first.complexId, out)).body).toEqual({
      success: true,
      transfers: [],
    });
  });

  it('S34: unsigned, mis-signed, garbage, oversized or misaddressed calls write nothing and never answer 500', async () => {
    const { first, code } = await complexWithKeys(use);
    const before = await rows();
    const good = sepayCall(`TT ${code}`, 1_000, KEYS.sepay);
    const casso = cassoCall(`TT ${code}`, 1_000, KEYS.casso);
    const forged = {
      ...casso,
      body: { ...casso.body, data: { ...casso.body.data, amount: 9_000_000 } },
    };
    const payos = payosCall(`TT ${code}`, 1_000, KEYS.payos);
    const cases: [string, string, { body: unknown; headers: object }, number][] = [
      ['sepay', first.complexId, { body: good.body, headers: {} }, 401],
      [
        'sepay',
        first.complexId,
        { body: good.body, headers: { Authorization: 'Apikey sai-khoa-0123456789' } },
        401,
      ],
      [
        'sepay',
        first.complexId,
        { body: good.body, headers: { Authorization: `Bearer ${KEYS.sepay}` } },
        401,
      ],
      ['casso', first.complexId, forged, 401],
      [
        'casso',
        first.complexId,
        { body: casso.body, headers: { 'X-Casso-Signature': 'v1=abc' } },
        401,
      ],
      [
        'payos',
        first.complexId,
        { body: { ...payos.body, signature: 'f'.repeat(64) }, headers: {} },
        401,
      ],
      ['payos', first.complexId, { body: 'không phải JSON', headers: {} }, 400],
      ['sepay', first.complexId, { body: [1, 2, 3], headers: good.headers }, 400],
      [
        'sepay',
        first.complexId,
        { body: { ...good.body, transferAmount: '1000' }, headers: good.headers },
        400,
      ],
      [
        'sepay',
        first.complexId,
        { body: { ...good.body, transactionDate: 'hôm qua' }, headers: good.headers },
        400,
      ],
      [
        'sepay',
        first.complexId,
        { body: { ...good.body, transferAmount: 1e15 }, headers: good.headers },
        400,
      ],
      [
        'sepay',
        first.complexId,
        { body: { ...good.body, content: 'x'.repeat(20_000) }, headers: good.headers },
        413,
      ],
      ['momo', first.complexId, good, 404],
      ['sepay', 'khong-phai-id', good, 404],
      ['sepay', uuidv7(), good, 401],
    ];
    for (const [provider, complexId, c, status] of cases) {
      const res = await post(provider, complexId, c);
      expect(
        res.status,
        `${provider} ${JSON.stringify(c.body).slice(0, 80)} → ${JSON.stringify(res.body)}`,
      ).toBe(status);
      if (status === 401) expect(res.body.message).toBe(m.webhookUnauthorized);
    }
    const raw = await use()
      .anonymous()
      .post(`/api/payments/webhooks/sepay/${first.complexId}`)
      .set(good.headers)
      .set('Content-Type', 'application/json')
      .send('{"id": 1, "content": ');
    expect(raw.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('S34, S37: only the complex’s managers and the company administrator set its keys and see which are set, never a key', async () => {
    const { first } = await complexWithKeys(use);
    const { second: other } = await twoComplexes(use, `bk-${uuidv7().slice(-4)}`);
    const stranger = await staffOf(use, [other], 'manager');
    const path = `/api/complexes/${first.complexId}/payment-webhooks/sepay`;
    const listed = `/api/complexes/${first.complexId}/payment-webhooks`;
    expect((await stranger.agent.put(path).send({ secret: KEYS.sepay })).status).toBe(404);
    expect((await stranger.agent.get(listed)).status).toBe(404);
    const technician = await staffOf(use, [first.complexId]);
    expect((await technician.agent.put(path).send({ secret: KEYS.sepay })).status).toBe(403);
    expect((await technician.agent.get(listed)).status).toBe(403);
    const resident = await use().signIn('resident');
    expect((await resident.put(path).send({ secret: KEYS.sepay })).status).toBe(403);
    expect((await resident.get(listed)).status).toBe(403);

    const manager = await staffOf(use, [first.complexId], 'manager');
    const connectedNow = async () => {
      const connected = await manager.agent.get(listed);
      expect(connected.status).toBe(200);
      for (const secret of Object.values(KEYS)) {
        expect(JSON.stringify(connected.body)).not.toContain(secret);
      }
      return z.array(paymentWebhookSchema).parse(connected.body);
    };
    const answer = await connectedNow();
    expect(answer.map((hook) => [hook.provider, hook.path, hook.lastReceivedAt])).toEqual(
      Object.keys(KEYS)
        .sort()
        .map((provider) => [
          provider,
          `/api/payments/webhooks/${provider}/${first.complexId}`,
          null,
        ]),
    );
    // A signed notification is the latest SePay sent; an unsigned one is nobody's.
    const posted = await post(
      'sepay',
      first.complexId,
      sepayCall('CK tien dien', 50_000, KEYS.sepay),
    );
    expect(posted.status).toBe(200);
    const unsigned = await post(
      'casso',
      first.complexId,
      cassoCall('CK', 50_000, 'khoa-sai-0123456789'),
    );
    expect(unsigned.status).toBe(401);
    const after = await connectedNow();
    const received = new Map(after.map((hook) => [hook.provider, hook.lastReceivedAt]));
    expect(received.get('sepay')).not.toBeNull();
    expect(received.get('casso')).toBeNull();
    expect(received.get('payos')).toBeNull();
    const none = await manager.agent.get(`/api/complexes/${other}/payment-webhooks`);
    expect(none.status).toBe(404);
    const admin = await use().signIn('admin');
    expect((await admin.get(`/api/complexes/${other}/payment-webhooks`)).body).toEqual([]);
    expect((await admin.get('/api/complexes/khong-phai-id/payment-webhooks')).status).toBe(404);
    expect((await admin.put(path).send({ secret: 'ngan' })).body.message).toBe(m.secretInvalid);
    expect(
      (
        await admin
          .put(`/api/complexes/${first.complexId}/payment-webhooks/momo`)
          .send({ secret: KEYS.sepay })
      ).status,
    ).toBe(404);
    const audit = await use().db('audit_log').where({ entity_id: first.complexId });
    expect(JSON.stringify(audit)).not.toContain(KEYS.sepay);
  });
});
