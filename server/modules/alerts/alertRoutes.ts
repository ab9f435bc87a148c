import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { ALERT_PATHS, alertsResource } from '../../../domain/alerts/alerts';
import { NotFound, ValidationError } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import type { AlertNotifier } from './alertNotifier';
import { listAlerts, markAllRead, markRead, unreadCount, type AlertRow } from './alertRepository';

/** A stream re-reads the count this often even unprompted: a change made by another process reaches the bell within it. */
export const STREAM_RECHECK_MS = 15_000;
/** A stream ends after this long; the browser's EventSource opens a new one (and the session is checked again). */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** How soon the browser reconnects after a stream ends (the SSE `retry` field). */
const RECONNECT_MS = 2_000;

export const toAlert = (r: AlertRow) => ({
  id: r.id,
  kind: r.kind,
  subject: r.subject,
  type: r.type,
  priority: r.priority,
  status: r.status,
  name: r.params.name ?? '',
  link: r.link,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt?.toISOString() ?? null,
});

const listBody = listSchema(['id'], { unread: z.boolean({ message: 'unread must be true or false.' }).optional() });

/** The marks take no fields: an empty body or `{}`; anything else is refused before anything changes. */
const noFields = z.object({}, { message: 'The body must be empty or {}.' }).strict();

const me = (c: Ctx) => c.var.session!.user.id;
const notifier = (c: Ctx): AlertNotifier => c.var.deps.alertNotifier!;
const notFound = () => new NotFound('Alert not found.');

async function listMine(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listAlerts(c.var.deps.db, me(c), { unread: body.unread }, page);
  return list(c, rows.map(toAlert), total, page);
}

const readCount = async (c: Ctx) => ok(c, { count: await unreadCount(c.var.deps.db, me(c)) });

async function readOne(c: Ctx) {
  await parseBody(c, noFields);
  const row = await markRead(c.var.deps.db, me(c), idParam(c), c.var.deps.now());
  if (!row) throw notFound();
  notifier(c).notify([me(c)]);
  return ok(c, toAlert(row));
}

async function readAll(c: Ctx) {
  await parseBody(c, noFields);
  const marked = await markAllRead(c.var.deps.db, me(c), c.var.deps.now());
  notifier(c).notify([me(c)]);
  return ok(c, { count: marked });
}

/**
 * Server-sent events of the caller's unread count: an `unread` event at once and whenever it
 * changes (this process's raises and reads through the notifier; anything else at the periodic
 * re-read). The stream ends after STREAM_LIFETIME_MS, when the client goes, or when the server
 * stops (the notifier's close), so it never holds a test or a shutdown. A query string is refused
 * (422) before the stream opens.
 */
function streamCount(c: Ctx) {
  // an EventSource sends none: anything in the query is a mistake, answered at once rather than held open
  if (new URL(c.req.url).search) throw new ValidationError([{ field: 'query', message: 'The alert stream takes no parameters.' }]);
  const userId = me(c);
  const { db } = c.var.deps;
  return streamSSE(c, async (stream) => {
    let wake = () => {};
    let dirty = true;
    let ended = false;
    const end = () => {
      ended = true;
      wake();
    };
    const unsubscribe = notifier(c).subscribe(userId, {
      changed: () => {
        dirty = true;
        wake();
      },
      closed: end,
    });
    stream.onAbort(end);
    const deadline = Date.now() + STREAM_LIFETIME_MS;
    let last = -1;
    try {
      await stream.writeSSE({ event: 'hello', data: '', retry: RECONNECT_MS });
      while (!ended && !stream.aborted && Date.now() < deadline) {
        if (dirty) {
          dirty = false;
          const count = await unreadCount(db, userId);
          if (count !== last) {
            last = count;
            await stream.writeSSE({ event: 'unread', data: JSON.stringify({ count }) });
          }
        }
        if (ended || dirty) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            dirty = true;
            resolve();
          }, Math.min(STREAM_RECHECK_MS, Math.max(0, deadline - Date.now())));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => {};
      }
    } finally {
      unsubscribe();
    }
  });
}

const P = alertsResource.api.path;
const MINE = { kind: 'roles', ...alertsResource.access.list } as const;
const MARK = { kind: 'roles', ...alertsResource.access.edit } as const;

export const alertEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/list`, reads: true, access: MINE, handler: listMine },
  { method: 'GET', path: ALERT_PATHS.unreadCount, access: MINE, handler: readCount },
  { method: 'GET', path: ALERT_PATHS.stream, access: MINE, handler: streamCount },
  { method: 'POST', path: ALERT_PATHS.readAll, access: MARK, handler: readAll },
  { method: 'POST', path: `${P}/:id/read`, access: MARK, handler: readOne },
];
