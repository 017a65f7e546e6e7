import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../data';
import { messageStrings } from '../../lib/i18n';
import { chosenLocale, translationsLoading } from '../../lib/i18n/test-support';
import { detectDemoMode, fetchUsers, fetchUsersByRole, type Request } from './queries';
import { sendCode, verifyCode } from './mutations';
import { toolStrings } from './strings';

const answering = (body: unknown): Request =>
  (async () => ({ status: 200, body, replayed: false })) as unknown as Request;
const failing = (error: Error): Request =>
  (async () => {
    throw error;
  }) as unknown as Request;
const httpError = (status: number, message = 'x') =>
  new HttpError(status, JSON.stringify({ message }), message);

describe('detectDemoMode', () => {
  it('is demo when the mock users answer', async () => {
    expect(await detectDemoMode(answering([]))).toBe('demo');
  });
  it('is off when the demo-only call answers 404', async () => {
    expect(await detectDemoMode(failing(httpError(404)))).toBe('off');
  });
  it('is offline without a network or with a failing server', async () => {
    expect(await detectDemoMode(failing(new NetworkError(new TypeError('fetch'))))).toBe('offline');
    expect(await detectDemoMode(failing(httpError(503)))).toBe('offline');
  });
});

describe('user lists', () => {
  it('reports an unauthorised call apart from other failures', async () => {
    const { errors } = toolStrings.get();
    await expect(fetchUsers(failing(httpError(401)))).rejects.toThrow(errors.unauthorized);
    await expect(fetchUsers(failing(httpError(500)))).rejects.toThrow(errors.fetchUsers);
    await expect(fetchUsersByRole('admin', failing(httpError(403)))).rejects.toThrow(
      errors.fetchRoleUsers('admin'),
    );
  });

  it("in English, with the spec's wording", async () => {
    chosenLocale.set('en');
    try {
      await translationsLoading();
      await expect(fetchUsers(failing(httpError(401)))).rejects.toThrow('Unauthorized');
      await expect(fetchUsers(failing(httpError(500)))).rejects.toThrow('Failed to fetch users');
      await expect(fetchUsersByRole('admin', failing(httpError(403)))).rejects.toThrow(
        'Failed to fetch admin users',
      );
    } finally {
      chosenLocale.set('vi');
    }
  });
});

describe('test-user creation', () => {
  it('asks for a phone number before calling the server', async () => {
    await expect(sendCode('  ', answering({}))).rejects.toThrow(
      messageStrings.get().auth.phoneRequired,
    );
  });
  it('answers the dev code, or the fallback message on failure', async () => {
    const sent = await sendCode('+84901234567', answering({ devCode: '123456', expiresAt: 'x' }));
    expect(sent.devCode).toBe('123456');
    await expect(sendCode('+84901234567', failing(httpError(429)))).rejects.toThrow(
      toolStrings.get().userManagement.sendFailed,
    );
  });
  it("shows the server's message when verification fails, else the fallback", async () => {
    await expect(
      verifyCode('+84901234567', '000000', failing(httpError(400, 'Mã xác thực không đúng'))),
    ).rejects.toThrow('Mã xác thực không đúng');
    await expect(
      verifyCode('+84901234567', '000000', failing(new NetworkError(null))),
    ).rejects.toThrow(toolStrings.get().userManagement.createFailed);
  });
});
