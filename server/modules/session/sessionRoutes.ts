import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { deleteSession } from '../../auth/sessions';
import { DUMMY_HASH } from '../../auth/passwords';
import { SESSION_COOKIE } from '../../http/guards';
import { ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { logSecurity } from '../security/securityLog';
import { enrolmentNotice, twoFactorStep } from '../security/loginStep';
import { findUserByEmail, findUserById } from '../users/userRepository';
import { toUserInfo } from '../users/userInfo';
import { endView } from '../security/viewAsRoutes';
import { signInRefusal } from './signInRefusal';
import { startSession } from './signIn';
import { beginTry, checkPassword, trySignedIn, tryWasRight } from './signInTries';

const credentials = z.object({
  email: z.string({ message: 'E-mail is required.' }).trim().min(1, 'E-mail is required.').max(254, 'E-mail is too long.'),
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(1024, 'Password is too long.'),
});

export const BAD_CREDENTIALS = 'Incorrect e-mail or password.';

async function login(c: Ctx) {
  const { db } = c.var.deps;
  const body = await parseBody(c, credentials);
  const email = body.email.toLowerCase();
  // counted before the password is checked; a refused try never reaches the check (429)
  const attempt = await beginTry(c, email);

  const user = await findUserByEmail(db, email);
  // verify against a dummy hash for unknown e-mails, so timing does not tell which e-mails exist
  const passwordOk = await checkPassword(c, attempt, body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    await logSecurity(c, { event: 'login_failed', userId: user?.id ?? null, email });
    throw new ValidationError([{ field: 'email', message: BAD_CREDENTIALS }]);
  }
  const refusal = signInRefusal(user);
  if (refusal) {
    // the password was right: say why (a code for the sign-in page's own wording), count no failure
    await tryWasRight(c, attempt);
    return c.json([{ field: 'email', message: refusal.message, code: refusal.reason }], 422);
  }

  // users with a second factor stop here until POST /login/two-factor (server/modules/security);
  // the password's try is given back, the code's tries count on the same keys
  const step = await twoFactorStep(c, user);
  if (step) {
    await tryWasRight(c, attempt);
    return step;
  }
  await trySignedIn(c, attempt, user.id);
  return startSession(c, user, await enrolmentNotice(c, user));
}

/** In a view-as session, who is looking (the browser's banner names them); null otherwise. */
async function viewerNameOf(c: Ctx): Promise<{ id: number; full_name: string } | null> {
  const by = c.var.session?.viewAsBy;
  if (!by) return null;
  const viewer = await findUserById(c.var.deps.db, by);
  return viewer ? { id: viewer.id, full_name: `${viewer.firstName} ${viewer.lastName}`.trim() } : null;
}

async function logout(c: Ctx) {
  const session = c.var.session;
  // signing out of a view ends the view; the viewer's own session stays
  if (session?.viewAsBy) return endView(c);
  if (session) await deleteSession(c.var.deps.db, session.id);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.json({ success: true });
}

export const sessionEndpoints: Endpoint[] = [
  { method: 'POST', path: '/login', access: { kind: 'public' }, handler: login },
  { method: 'POST', path: '/logout', access: { kind: 'public' }, handler: logout },
  {
    method: 'GET',
    path: '/account',
    access: { kind: 'session' },
    handler: async (c) => ok(c, { ...toUserInfo(c.var.session!.user), view_as_by: await viewerNameOf(c) }),
  },
];
