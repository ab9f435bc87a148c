import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createRequestTurns } from './requestTurns';
import type { AppEnv } from './types';

/**
 * Signed-in calls start one per turn of the event loop in the order they arrived, so a burst of
 * them cannot hold back what arrives next; anonymous calls do not wait.
 */
function appWithTurns() {
  const started: string[] = [];
  const app = new Hono<AppEnv>();
  app.use('*', createRequestTurns());
  app.get('/:name', (c) => {
    started.push(c.req.param('name'));
    return c.text(c.req.param('name'));
  });
  return { app, started };
}

const signedIn = { headers: { cookie: 'sid=x' } };

describe('request turns', () => {
  it('every signed-in call of a burst is answered, each started in its own turn in arrival order', async () => {
    const { app, started } = appWithTurns();
    const names = ['a', 'b', 'c', 'd', 'e'];
    const answers = names.map((n) => Promise.resolve(app.request(`/${n}`, signedIn)));
    // a turn of the loop admits one: after one immediate, only the first has started
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a']);
    const bodies = await Promise.all(answers.map(async (r) => (await r).text()));
    expect(bodies).toEqual(names);
    expect(started).toEqual(names);
  });

  it('an anonymous call does not wait for a turn', async () => {
    const { app, started } = appWithTurns();
    const queued = [app.request('/a', signedIn), app.request('/b', signedIn)].map((r) => Promise.resolve(r));
    const anonymous = await app.request('/open');
    expect(await anonymous.text()).toBe('open');
    expect(started[0]).toBe('open');
    await Promise.all(queued);
    expect(started).toEqual(['open', 'a', 'b']);
  });
});
