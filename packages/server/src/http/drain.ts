import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stops taking connections and waits (up to `limitMs`) until every connection it had has
     * ended and every request being answered has its answer, those a server-rendered page
     * injects included; then `close()` may run.
     */
    drain(limitMs: number): Promise<void>;
  }
}

/** How often the count of requests in flight is looked at once the connections have ended. */
const POLL_MS = 20;

/**
 * Counts the requests in flight. `app.close()` refuses injected requests at once, and a page
 * being rendered asks the API by injection: closing straight away failed the pages in flight
 * during a rolling restart. Draining first lets them finish.
 *
 * A request counts from its connection, not from its first hook: a connection accepted just
 * before the server stopped listening may not have been read yet, and its page must still be
 * answered in full. So the drain waits for the server's `close` (every connection ended), and
 * while draining every answer says `Connection: close`, so a kept-alive connection ends after
 * the answer it is given instead of waiting for another request.
 */
export const drain = fp(
  async (app: FastifyInstance) => {
    let inFlight = 0;
    let draining = false;
    const settled = new WeakSet<object>();
    const done = (request: object) => {
      if (settled.has(request)) return;
      settled.add(request);
      inFlight -= 1;
    };
    app.addHook("onRequest", async () => {
      inFlight += 1;
    });
    app.addHook("onSend", async (_request, reply) => {
      if (draining) reply.header("connection", "close");
    });
    app.addHook("onResponse", async (request) => done(request));
    // A client that went away: its answer is nobody's to wait for.
    app.addHook("onRequestAbort", async (request) => done(request));

    app.decorate("drain", async (limitMs: number) => {
      draining = true;
      const deadline = Date.now() + limitMs;
      if (app.server.listening) {
        const ended = new Promise<void>((resolve) => app.server.close(() => resolve()));
        app.server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, limitMs);
        });
        await Promise.race([ended, limit]);
        clearTimeout(timer);
      }
      // Injected requests have no connection: their pages' may have ended first (a shopper who
      // went away), or they came from elsewhere in the process.
      while (inFlight > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });
  },
  { name: "treadkit-drain" },
);
