/**
 * The store's clock: what "now" is for its rules (schedules, holds, sales, cancellation
 * windows). Route handlers read it from `request.server.clock()`, never from `new Date()`, so
 * tests and demos can run the store at a chosen instant. Infrastructure times (sessions, tokens,
 * logs) stay on the real clock.
 */
export type Clock = () => Date;

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and ticks with real time (CLOCK_START). */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
