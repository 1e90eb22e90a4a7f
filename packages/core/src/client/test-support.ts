import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Clock, Logger } from "../platform";

/** What the test server saw, so tests assert on the wire rather than on a mocked fetch. */
type Received = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

type Reply = {
  status?: number;
  /** Objects are sent as JSON; strings as they are. */
  body?: string | object;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Drop the connection without answering. */
  destroy?: boolean;
  /** Announce a longer body than is sent, then cut the connection, so reading the body fails. */
  truncate?: boolean;
  /** Send the headers and the start of the body, then nothing more until the client gives up. */
  stall?: boolean;
};

type Route = (request: Received) => Reply;

export type TestServer = {
  baseUrl: string;
  received: Received[];
  /** Received requests for one path. */
  calls(path: string): Received[];
  route(method: string, path: string, route: Route | Reply): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const received: Received[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const request: Received = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const reply: Reply = route ? route(request) : { status: 599, body: "no route" };
      if (reply.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, reply.delayMs);
          res.on("close", () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (res.destroyed) return;
      }
      if (reply.destroy) {
        req.socket.destroy();
        return;
      }
      const isJson = typeof reply.body === "object";
      const text = typeof reply.body === "object" ? JSON.stringify(reply.body) : (reply.body ?? "");
      const headers: Record<string, string> = {
        ...(isJson ? { "Content-Type": "application/json" } : {}),
        ...reply.headers,
      };
      if (reply.truncate) {
        res.writeHead(reply.status ?? 200, {
          ...headers,
          "Content-Length": String(Buffer.byteLength(text) + 100),
        });
        res.write(text, () => req.socket.destroy());
        return;
      }
      res.writeHead(reply.status ?? 200, headers);
      if (reply.stall) {
        res.write(text.slice(0, 1));
        return;
      }
      res.end(text);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    calls: (path) => received.filter((request) => request.path === path),
    route(method, path, route) {
      routes.set(`${method} ${path}`, typeof route === "function" ? route : () => route);
    },
    reset() {
      routes.clear();
      received.length = 0;
    },
    close() {
      // fetch keeps connections alive; without this close() waits for them to idle out.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

export type FakeClock = Clock & { set(ms: number): void; advance(ms: number): void };

export function fakeClock(start: number): FakeClock {
  let time = start;
  return {
    now: () => time,
    set: (ms) => {
      time = ms;
    },
    advance: (ms) => {
      time += ms;
    },
  };
}

export type RecordingLogger = Logger & {
  errors: { message: string; detail: unknown }[];
  warnings: { message: string; detail: unknown }[];
};

export function recordingLogger(): RecordingLogger {
  const errors: RecordingLogger["errors"] = [];
  const warnings: RecordingLogger["warnings"] = [];
  return {
    errors,
    warnings,
    error: (message, detail) => errors.push({ message, detail }),
    warn: (message, detail) => warnings.push({ message, detail }),
  };
}
