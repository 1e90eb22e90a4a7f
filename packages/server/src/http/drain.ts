import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stops taking connections and waits (up to `limitMs`) until every request being answered
     * has its answer, those a server-rendered page injects included; then `close()` may run.
     */
    drain(limitMs: number): Promise<void>;
  }
}

/**
 * Counts the requests in flight. `app.close()` refuses injected requests at once, and a page
 * being rendered asks the API by injection: closing straight away failed the pages in flight
 * during a rolling restart. Draining first lets them finish.
 */
export const drain = fp(
  async (app: FastifyInstance) => {
    let inFlight = 0;
    const settled = new WeakSet<object>();
    const done = (request: object) => {
      if (settled.has(request)) return;
      settled.add(request);
      inFlight -= 1;
    };
    app.addHook("onRequest", async () => {
      inFlight += 1;
    });
    app.addHook("onResponse", async (request) => done(request));
    // A client that went away: its answer is nobody's to wait for.
    app.addHook("onRequestAbort", async (request) => done(request));

    app.decorate("drain", async (limitMs: number) => {
      if (app.server.listening) {
        app.server.close();
        app.server.closeIdleConnections();
      }
      const deadline = Date.now() + limitMs;
      while (inFlight > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
  },
  { name: "treadkit-drain" },
);
