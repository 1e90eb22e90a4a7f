/**
 * The store's clock in tests. Integration tests never run on today's date: the test database is
 * seeded as of TEST_NOW and the app's clock starts there, so the seeded sales, the holidays ahead
 * and the shops' "today" are the same on every run, whatever the calendar says.
 */

/** Friday 20 November 2026, 10 AM in Fort Lauderdale (Eastern), 9 AM in Austin (Central). */
export const TEST_NOW = new Date("2026-11-20T15:00:00.000Z");

export type TestClock = {
  (): Date;
  /** Moves the clock by that many milliseconds (back with a negative number). */
  advance(ms: number): void;
  /** Puts the clock at an instant; it keeps ticking from there. */
  set(instant: Date | string): void;
};

/** A clock that starts at `start` and ticks with real time, so that events stay in order. */
export function testClock(start: Date = TEST_NOW): TestClock {
  let offset = start.getTime() - Date.now();
  const clock = (() => new Date(Date.now() + offset)) as TestClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  clock.set = (instant) => {
    offset = new Date(instant).getTime() - Date.now();
  };
  return clock;
}
