import { type Request, type RequestHandler, Router } from 'express';
import {
  loginRequestSchema,
  roles,
  sendCodeRequestSchema,
  switchUserRequestSchema,
  verifyCodeRequestSchema,
  messages,
  type User,
} from '@chungcu/contracts';
import type { ServerConfig } from '../config';
import type { AuthService } from '../services/auth.service';
import { notFound, validationFailure } from '../services/errors';
import { parseBody, requireStaff, requireUser } from './http';
import { SESSION_COOKIE } from '../auth/session';

/**
 * Starts a fresh session for `user` (a new id defeats session fixation), then ends the account's
 * oldest sessions beyond the cap.
 */
export async function signIn(
  req: Request,
  user: User,
  auth: AuthService,
  maxSessions: number,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.id;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
  await auth.capSessions(user.id, req.sessionID, maxSessions);
}

/**
 * Sign-out by navigation (spec) stays a GET, so Fetch Metadata tells a click in the app or a
 * typed address ('same-origin', 'none') from a link or image on another site.
 */
const CROSS_SITE = new Set(['cross-site', 'same-site']);

export function authRoutes(
  auth: AuthService,
  { demo, maxSessionsPerAccount }: Pick<ServerConfig, 'demo' | 'maxSessionsPerAccount'>,
): Router {
  const router = Router();
  /** Demo-only calls do not exist outside demo mode. */
  const demoOnly: RequestHandler = (_req, _res, next) => next(demo ? undefined : notFound());

  router.get('/auth/user', (req, res) => {
    const actor = requireUser(req);
    return auth.switchTarget(actor.userId).then((user) => res.json(user));
  });

  router.post('/auth/login', async (req, res) => {
    const body = parseBody(loginRequestSchema, req.body);
    const user = await auth.login(body, req.ip ?? 'unknown');
    await signIn(req, user, auth, maxSessionsPerAccount);
    res.json({ user });
  });

  router.get('/logout', (req, res) => {
    if (CROSS_SITE.has(req.get('Sec-Fetch-Site') ?? '')) return res.redirect(302, '/');
    const done = () => res.clearCookie(SESSION_COOKIE).redirect(302, '/');
    if (!req.session) return done();
    const { userId } = req.session;
    req.session.destroy(() => {
      // A stream open on this session ends now rather than at its next keep-alive.
      if (userId) auth.signedOut(userId).catch(() => undefined);
      done();
    });
  });

  router.get('/auth/mock-users', demoOnly, async (_req, res) => {
    res.json(await auth.listDemoUsers());
  });

  router.post('/auth/send-code', demoOnly, async (req, res) => {
    const { phoneNumber } = parseBody(sendCodeRequestSchema, req.body);
    res.json(await auth.sendCode(phoneNumber));
  });

  router.post('/auth/verify-code', demoOnly, async (req, res) => {
    const body = parseBody(verifyCodeRequestSchema, req.body);
    const { user, created } = await auth.verifyCode(body);
    res.status(created ? 201 : 200).json({ user });
  });

  router.post('/auth/switch-user', demoOnly, async (req, res) => {
    requireUser(req);
    const { userId } = parseBody(switchUserRequestSchema, req.body);
    const user = await auth.switchTarget(userId);
    await signIn(req, user, auth, maxSessionsPerAccount);
    res.json({ user });
  });

  /** The user lists are the testing tools' in demo mode, admin-only otherwise. */
  const requireUserLister = (req: Request) => (demo ? requireUser(req) : requireStaff(req));

  router.get('/users', async (req, res) => {
    res.json(await auth.listUsers(requireUserLister(req)));
  });

  router.get('/users/role/:role', async (req, res) => {
    const actor = requireUserLister(req);
    const role = roles.schema.safeParse(req.params.role);
    if (!role.success) throw validationFailure(messages.auth.roleInvalid);
    res.json(await auth.listUsers(actor, role.data));
  });

  router.get('/admin-users', async (req, res) => {
    requireUser(req);
    res.json(await auth.listAdmins());
  });

  return router;
}
