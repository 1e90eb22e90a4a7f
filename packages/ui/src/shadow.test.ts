import { afterEach, describe, expect, it, vi } from "vitest";
import { mountSoon } from "./shadow";

afterEach(() => {
  vi.useRealTimers();
});

describe("mountSoon", () => {
  it("runs each step in a task of its own, then done", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    mountSoon(
      () => {
        ran.push("styles");
        return () => {
          ran.push("store");
          return () => {
            ran.push("render");
            return undefined;
          };
        };
      },
      () => ran.push("done"),
    );
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["styles"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["styles", "store"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["styles", "store", "render", "done"]);
  });

  it("stops between steps when cancelled, and settles once", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const cancel = mountSoon(
      () => {
        ran.push("styles");
        return () => {
          ran.push("render");
          return undefined;
        };
      },
      () => ran.push("done"),
    );
    vi.advanceTimersToNextTimer();
    cancel();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(["styles", "done"]);
  });
});
