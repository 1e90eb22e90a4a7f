import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_BATCH_MAX, beaconSink } from "./beacon";
import { analyticsBatchSchema } from "./schemas";

describe("beaconSink", () => {
  let sent: { url: string; body: unknown }[];
  const transport = (url: string, body: string) => sent.push({ url, body: JSON.parse(body) });
  beforeEach(() => {
    sent = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("sends the events of a second as one batch the endpoint takes", () => {
    const sink = beaconSink({
      url: "/api/v1/analytics/events",
      anonymousId: () => "abcd1234",
      transport,
    });
    sink({ name: "logout" });
    sink({ name: "new_catalogue_search", path: "/tire-sizes/225-50r17" });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/v1/analytics/events");
    expect(analyticsBatchSchema.parse(sent[0]?.body)).toEqual({
      anonymousId: "abcd1234",
      events: [{ name: "logout" }, { name: "new_catalogue_search", path: "/tire-sizes/225-50r17" }],
    });
  });

  it("sends a full batch at once, and what is left when the page is hidden", () => {
    const target = new EventTarget();
    const sink = beaconSink({
      url: "/e",
      anonymousId: () => undefined,
      transport,
      target: target as unknown as Window,
    });
    for (let i = 0; i < ANALYTICS_BATCH_MAX + 1; i++) sink({ name: "logout" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ events: Array(ANALYTICS_BATCH_MAX).fill({ name: "logout" }) });
    target.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ events: [{ name: "logout" }] });
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(2);
  });
});
