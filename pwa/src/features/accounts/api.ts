import type {
  AccountsList,
  CreateInvitationRequest,
  InvitationPreview,
  IssuedInvitation,
  User,
} from '@chungcu/contracts';
import { HttpError, http } from '../../data';
import { localizeMessage } from '../../lib/i18n';
import { accountStrings } from './strings';

/**
 * Account calls are server-only auth operations (online only, never queued): the screens call
 * the server directly, like the testing tools.
 */
export type Request = typeof http;

/** The API's own message when it sent one (in the user's language), else a general one. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return localizeMessage(error.serverMessage ?? error.message);
  return accountStrings.get().networkError;
}

export const fetchAccounts = async (request: Request = http) =>
  (await request<AccountsList>('GET', '/api/accounts')).body;

export const createInvitation = async (body: CreateInvitationRequest, request: Request = http) =>
  (await request<IssuedInvitation>('POST', '/api/invitations', { body })).body;

export const revokeInvitation = async (id: string, request: Request = http) => {
  await request('DELETE', `/api/invitations/${encodeURIComponent(id)}`);
};

export const resetPassword = async (userId: string, request: Request = http) =>
  (
    await request<IssuedInvitation>(
      'POST',
      `/api/accounts/${encodeURIComponent(userId)}/password-reset`,
    )
  ).body;

export const setActive = async (userId: string, isActive: boolean, request: Request = http) =>
  (
    await request<User>('PATCH', `/api/accounts/${encodeURIComponent(userId)}`, {
      body: { isActive },
    })
  ).body;

export const previewInvitation = async (token: string, request: Request = http) =>
  (await request<InvitationPreview>('GET', `/api/invitations/${encodeURIComponent(token)}`)).body;

export const acceptInvitation = async (token: string, password: string, request: Request = http) =>
  (
    await request<{ user: User }>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, {
      body: { password },
    })
  ).body.user;

export const changePassword = async (
  currentPassword: string,
  newPassword: string,
  request: Request = http,
) => {
  await request('POST', '/api/auth/password', { body: { currentPassword, newPassword } });
};

/** The full address of an invitation link, for copying. */
export const absoluteLink = (link: string) => `${window.location.origin}${link}`;
