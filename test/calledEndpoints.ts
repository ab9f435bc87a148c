/**
 * The requests the test server apps (test/serverApp.ts, test/trackerApp.ts) answer, as
 * `METHOD /path`, whether they come from `call`, `app.request` or the browser-side tests' MSW
 * handler. test/setup-count.ts hands each file's to the run's reporter (test/countReporter.ts),
 * which counts the route table's endpoints they reach.
 */
const called = new Set<string>();

/** Makes `app` note each request it answers (its fetch serves `app.request` as well). */
export function recordEndpoints<A extends { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> }>(app: A): A {
  const fetch = app.fetch.bind(app);
  app.fetch = ((request: Request, ...rest: never[]) => {
    called.add(`${request.method} ${new URL(request.url).pathname}`);
    return fetch(request, ...rest);
  }) as A['fetch'];
  return app;
}

/** The requests answered since the last take. */
export function takeCalledRequests(): string[] {
  const taken = [...called];
  called.clear();
  return taken;
}
