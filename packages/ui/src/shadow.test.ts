import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptPartStyles, mountSoon, shadowMount, shadowUnmount } from "./shadow";

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

describe("adoptPartStyles", () => {
  const sheets = (root: ShadowRoot) =>
    (root.adoptedStyleSheets?.length ?? 0) + root.querySelectorAll("style").length;

  it("adds a part's styles to the shadow root it renders in, once, and again after a remount", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const mount = shadowMount(host, ".a { color: red; }");
    const root = host.shadowRoot as ShadowRoot;
    const part = document.createElement("p");
    mount.append(part);
    expect(sheets(root)).toBe(1);

    adoptPartStyles(part, ".b { color: blue; }");
    adoptPartStyles(part, ".b { color: blue; }");
    expect(sheets(root)).toBe(2);

    shadowUnmount(host);
    const again = shadowMount(host, ".a { color: red; }");
    again.append(part);
    adoptPartStyles(part, ".b { color: blue; }");
    expect(sheets(root)).toBe(2);
    host.remove();
  });

  it("leaves a node outside a shadow root alone", () => {
    const outside = document.createElement("p");
    document.body.append(outside);
    adoptPartStyles(outside, ".b { color: blue; }");
    expect(document.adoptedStyleSheets?.length ?? 0).toBe(0);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    outside.remove();
  });
});
