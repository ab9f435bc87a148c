import type { Ctx } from '../../http/types';
import type { Actor } from './changeLog';
import type { Viewer } from './scope';

// Who asks: the viewer whose scope a query keeps to, and the actor the change log names.

export const viewerOf = (c: Ctx): Viewer => {
  const user = c.var.session!.user;
  return { id: user.id, userType: user.userType };
};

export const actorOf = (c: Ctx): Actor => ({ id: c.var.session?.user.id ?? null, ip: c.var.deps.clientIp(c) });
