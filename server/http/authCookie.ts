import { setCookie } from 'hono/cookie';
import { ownOrigin } from './guards';
import type { Ctx } from './types';

export interface AuthCookieOptions {
  sameSite: 'Lax' | 'Strict';
  path: string;
  maxAgeMs: number;
}

/** Sets one of the sign-in cookies (session, view, pending step, known device): HTTP-only, Secure on an https origin. */
export function setAuthCookie(c: Ctx, name: string, token: string, { sameSite, path, maxAgeMs }: AuthCookieOptions): void {
  setCookie(c, name, token, { httpOnly: true, sameSite, secure: ownOrigin(c).startsWith('https:'), path, maxAge: Math.floor(maxAgeMs / 1000) });
}
