import { Router } from 'express';
import {
  acceptInvitationSchema,
  accountPatchSchema,
  changePasswordSchema,
  createInvitationSchema,
} from '@chungcu/contracts';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { signIn } from './auth.routes';
import { parseBody, parseId, parseUserId, requireAdmin, requireUser } from './http';

/** Accounts of a real complex (sync-server/README.md, "Accounts"): thin adapters over the service. */
export function accountsRoutes(
  { accounts, auth }: Pick<Services, 'accounts' | 'auth'>,
  { maxSessionsPerAccount }: Pick<ServerConfig, 'maxSessionsPerAccount'>,
): Router {
  const router = Router();

  router.get('/accounts', async (req, res) => {
    res.json(await accounts.list(requireAdmin(req)));
  });

  router.patch('/accounts/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseUserId(req.params.id);
    res.json(await accounts.patch(actor, id, parseBody(accountPatchSchema, req.body)));
  });

  router.post('/accounts/:id/password-reset', async (req, res) => {
    const actor = requireAdmin(req);
    res.status(201).json(await accounts.resetPassword(actor, parseUserId(req.params.id)));
  });

  router.post('/invitations', async (req, res) => {
    const actor = requireAdmin(req);
    res.status(201).json(await accounts.invite(actor, parseBody(createInvitationSchema, req.body)));
  });

  router.delete('/invitations/:id', async (req, res) => {
    const actor = requireAdmin(req);
    await accounts.revokeInvitation(actor, parseId(req.params.id));
    res.status(204).end();
  });

  // Public: the link itself is the credential.
  router.get('/invitations/:token', async (req, res) => {
    res.json(await accounts.preview(req.params.token));
  });

  router.post('/invitations/:token/accept', async (req, res) => {
    const { password } = parseBody(acceptInvitationSchema, req.body);
    const user = await accounts.accept(req.params.token, password);
    await signIn(req, user, auth, maxSessionsPerAccount);
    res.json({ user });
  });

  router.post('/auth/password', async (req, res) => {
    const actor = requireUser(req);
    await accounts.changePassword(actor, req.sessionID, parseBody(changePasswordSchema, req.body));
    res.status(204).end();
  });

  return router;
}
