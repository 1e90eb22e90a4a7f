import {
  RUDDERSTACK_ENV_MISSING,
  RUDDERSTACK_INIT_FAILURE,
  type RudderMessage,
  rudderstackNotReady,
} from "@treadkit/core/analytics";

type Log = {
  warn(context: object, message: string): void;
  error(message: string): void;
};

export type RudderstackConfig = {
  /** The source's write key (RUDDERSTACK_WRITE_KEY). */
  writeKey?: string | undefined;
  /** The data plane's base URL (RUDDERSTACK_DATA_PLANE_URL), e.g. https://acme.dataplane.rudderstack.com. */
  dataPlaneUrl?: string | undefined;
};

export type AnalyticsRelay = {
  /** "off" without configuration, "ready" once started, "failed" when it could not start. */
  readonly state: "off" | "ready" | "failed";
  /** Queues messages for the next batch; never throws, never waits. */
  send(messages: readonly RudderMessage[]): void;
  /** Sends what is queued now (the next timer tick would). */
  flush(): Promise<void>;
  /** Sends what is left, then stops the timer. */
  close(): Promise<void>;
};

/** Messages kept while the data plane does not answer; the oldest go first beyond this. */
const MAX_QUEUED = 2_000;
/** Messages per request; RudderStack takes up to 4 MB a batch, far above this. */
const BATCH_SIZE = 100;
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * The store's RudderStack client, on its documented HTTP API: messages are queued and sent as
 * `POST {dataPlane}/v1/batch` with the write key as Basic auth, every `flushMs` or at once when
 * a batch is full. A data plane that fails keeps the messages for the next try (up to
 * MAX_QUEUED); analytics never slows or stops a shopper.
 */
export function createRudderstackRelay(
  config: RudderstackConfig,
  deps: { log: Log; fetch?: typeof fetch; flushMs?: number },
): AnalyticsRelay {
  const { log } = deps;
  if (!config.writeKey || !config.dataPlaneUrl) {
    log.warn({}, RUDDERSTACK_ENV_MISSING);
    return {
      state: "off",
      send() {},
      flush: async () => {},
      close: async () => {},
    };
  }
  let endpoint: string;
  try {
    const base = new URL(config.dataPlaneUrl);
    if (base.protocol !== "https:" && base.protocol !== "http:")
      throw new Error(`${base.protocol} is not an HTTP data plane`);
    endpoint = new URL("/v1/batch", base).href;
  } catch (error) {
    log.error(`${RUDDERSTACK_INIT_FAILURE}${(error as Error).message}`);
    return {
      state: "failed",
      send(messages) {
        const call = messages[0]?.type;
        if (call) log.error(rudderstackNotReady(call));
      },
      flush: async () => {},
      close: async () => {},
    };
  }

  const post = deps.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.writeKey}:`).toString("base64")}`;
  let queue: RudderMessage[] = [];
  let sending: Promise<void> | null = null;

  async function sendBatch(batch: RudderMessage[]) {
    try {
      const response = await post(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) return true;
      // A refused batch (bad key, malformed) would be refused again: it is dropped.
      log.warn({ status: response.status }, "Rudderstack refused a batch; its events are dropped");
      return response.status < 500 && response.status !== 429;
    } catch (error) {
      log.warn({ err: error }, "Rudderstack data plane unreachable; events kept for the next try");
      return false;
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_SIZE);
      queue = queue.slice(batch.length);
      if (!(await sendBatch(batch))) {
        queue = [...batch, ...queue].slice(-MAX_QUEUED);
        return;
      }
    }
  }

  function flush(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = null;
    });
    return sending;
  }

  const timer = setInterval(() => void flush(), deps.flushMs ?? 1_000);
  timer.unref();

  return {
    state: "ready",
    send(messages) {
      queue.push(...messages);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      if (queue.length >= BATCH_SIZE) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
