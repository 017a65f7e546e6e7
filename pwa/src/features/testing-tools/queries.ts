import type { Role, User } from '@chungcu/contracts';
import { HttpError, NetworkError, http, session } from '../../data';

export { useCurrentUser } from '../../data';
import { toolStrings } from './strings';

/** The testing tools call the server directly (online only): no mirror involved. */
export type Request = typeof http;

/** 'demo': the tools work; 'off': the server is not in demo mode; 'offline': no server. */
export type DemoMode = 'demo' | 'off' | 'offline';

/**
 * Demo mode is detected with GET /api/auth/mock-users, a call that exists only in demo mode
 * (404 otherwise, API.md). No network or a server error counts as offline.
 */
export async function detectDemoMode(request: Request = http): Promise<DemoMode> {
  try {
    await request('GET', '/api/auth/mock-users');
    return 'demo';
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'off';
    if (error instanceof NetworkError || (error instanceof HttpError && error.status >= 500)) {
      return 'offline';
    }
    return 'off';
  }
}

/** GET /api/users; errors as spec section 8: 'Unauthorized' on 401, else 'Failed to fetch users'. */
export async function fetchUsers(request: Request = http): Promise<User[]> {
  try {
    return (await request<User[]>('GET', '/api/users')).body;
  } catch (error) {
    const { errors } = toolStrings.get();
    if (error instanceof HttpError && error.status === 401)
      throw new Error(errors.unauthorized, { cause: error });
    throw new Error(errors.fetchUsers, { cause: error });
  }
}

/** GET /api/users/role/{role}; any failure is 'Failed to fetch {role} users'. */
export async function fetchUsersByRole(role: Role, request: Request = http): Promise<User[]> {
  try {
    return (await request<User[]>('GET', `/api/users/role/${role}`)).body;
  } catch (error) {
    throw new Error(toolStrings.get().errors.fetchRoleUsers(role), { cause: error });
  }
}

export interface SessionTest {
  status: number | null;
  body: unknown;
}

/** The session-test button: GET /api/auth/user, reported whatever it answers. */
export async function testSession(request: Request = http): Promise<SessionTest> {
  try {
    const { status, body } = await request('GET', '/api/auth/user');
    return { status, body };
  } catch (error) {
    if (error instanceof HttpError) {
      let body: unknown = error.bodyText;
      try {
        body = JSON.parse(error.bodyText);
      } catch {
        // Plain text: shown as is.
      }
      return { status: error.status, body };
    }
    return { status: null, body: toolStrings.get().authDebug.networkError };
  }
}

/** The session as the app sees it (GET /api/auth/user, the cached user when offline). */
export const currentSession = () => session.current();
