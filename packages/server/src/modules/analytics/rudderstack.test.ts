import {
  RUDDERSTACK_ENV_MISSING,
  RUDDERSTACK_INIT_FAILURE,
  rudderMessageOf,
  rudderstackNotReady,
} from "@treadkit/core/analytics";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRudderstackRelay } from "./rudderstack";
import { startDataPlane } from "./testing";

const message = (n: number) =>
  rudderMessageOf(
    { name: "exit_link_clicked", href: `https://partner.example/${n}` },
    { anonymousId: "anon-0001", messageId: `m-${n}`, timestamp: new Date("2026-11-20T15:00:00Z") },
  );

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      warn: (_context: object, text: string) => lines.push(`warn ${text}`),
      error: (text: string) => lines.push(`error ${text}`),
    },
  };
}

describe("the RudderStack relay", () => {
  let plane: Awaited<ReturnType<typeof startDataPlane>>;
  beforeEach(async () => {
    plane = await startDataPlane();
  });
  afterEach(async () => {
    await plane.close();
  });
  /** A relay to the local data plane that sends only when flushed or closed. */
  const relayTo = (log: ReturnType<typeof recordingLog>["log"]) =>
    createRudderstackRelay(
      { writeKey: "wk_test", dataPlaneUrl: plane.url },
      { log, flushMs: 60_000 },
    );

  it("sends queued messages to the data plane's /v1/batch with the write key as Basic auth", async () => {
    const { log } = recordingLog();
    const relay = relayTo(log);
    expect(relay.state).toBe("ready");
    relay.send([message(1), message(2)]);
    await relay.flush();
    expect(plane.received).toHaveLength(1);
    expect(plane.received[0]?.path).toBe("/v1/batch");
    expect(plane.received[0]?.authorization).toBe(
      `Basic ${Buffer.from("wk_test:").toString("base64")}`,
    );
    expect(plane.messages()).toEqual([
      expect.objectContaining({
        type: "track",
        event: "Exit Link Clicked",
        anonymousId: "anon-0001",
        messageId: "m-1",
        properties: { href: "https://partner.example/1" },
      }),
      expect.objectContaining({ messageId: "m-2" }),
    ]);
    await relay.close();
  });

  it("keeps the messages while the data plane is down and sends them once it is back", async () => {
    const { log, lines } = recordingLog();
    const relay = relayTo(log);
    plane.answer(503);
    relay.send([message(1)]);
    await relay.flush();
    expect(plane.received).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^warn Rudderstack refused a batch/)]);
    plane.answer(200);
    relay.send([message(2)]);
    await relay.flush();
    expect(plane.messages().map((m) => m.messageId)).toEqual(["m-1", "m-2"]);
    await relay.close();
  });

  it("drops a batch the data plane refuses as malformed, and goes on", async () => {
    const { log } = recordingLog();
    const relay = relayTo(log);
    plane.answer(400);
    relay.send([message(1)]);
    await relay.flush();
    plane.answer(200);
    relay.send([message(2)]);
    await relay.flush();
    expect(plane.messages().map((m) => m.messageId)).toEqual(["m-2"]);
    await relay.close();
  });

  it("sends what is left when it closes", async () => {
    const { log } = recordingLog();
    const relay = relayTo(log);
    relay.send([message(1)]);
    await relay.close();
    expect(plane.messages().map((m) => m.messageId)).toEqual(["m-1"]);
  });

  it("says the variables are missing when either is, and then does nothing", async () => {
    for (const config of [{}, { writeKey: "wk_test" }, { dataPlaneUrl: plane.url }]) {
      const { log, lines } = recordingLog();
      const relay = createRudderstackRelay(config, { log });
      expect(relay.state).toBe("off");
      expect(lines).toEqual([`warn ${RUDDERSTACK_ENV_MISSING}`]);
      relay.send([message(1)]);
      await relay.close();
    }
    expect(plane.received).toEqual([]);
  });

  it("reports an initialize failure, then logs every call as not ready", async () => {
    const { log, lines } = recordingLog();
    const relay = createRudderstackRelay(
      { writeKey: "wk_test", dataPlaneUrl: "not a url" },
      { log },
    );
    expect(relay.state).toBe("failed");
    expect(lines[0]).toMatch(new RegExp(`^error ${RUDDERSTACK_INIT_FAILURE}\\S`));
    relay.send([message(1)]);
    expect(lines[1]).toBe(`error ${rudderstackNotReady("track")}`);
  });
});
