import type { FastifyInstance, InjectOptions } from "fastify";

type Jar = Map<string, string>;

type BrowserResponse = {
  status: number;
  location: string | undefined;
  body: string;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answers and assert on them.
  json<T = any>(): T;
};

/** How a test browser's request reaches a server, and the answer it gets. */
type Transport = (request: {
  method: InjectOptions["method"];
  url: URL;
  headers: Record<string, string>;
  payload: string | undefined;
}) => Promise<{ status: number; headers: Record<string, unknown>; body: string }>;

/**
 * A browser for server tests: keeps the cookies the apps set (by name; paths, hosts and lifetimes
 * are not modelled) and follows redirects on request, through app.inject. Given several apps by
 * host, each URL goes to its host's app, as a browser crosses from a shop to its sign-in provider.
 */
export function testBrowser(
  apps: FastifyInstance | Record<string, FastifyInstance>,
  origin = "http://localhost:80",
  /** The address the browser connects from (each browser its own, for rate limits). */
  remoteAddress?: string,
) {
  const appFor = (host: string) => {
    if (!("inject" in apps) || typeof apps.inject !== "function") {
      const app = (apps as Record<string, FastifyInstance>)[host];
      if (!app) throw new Error(`no app answers ${host}`);
      return app;
    }
    return apps as FastifyInstance;
  };
  return browserOver(async ({ method, url, headers, payload }) => {
    const response = await appFor(url.host).inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  }, origin);
}

/**
 * The same browser over real HTTP, for server processes: every path is asked of `base` (a
 * process's own origin, such as http://127.0.0.1:41234), and the jar can be shared with another
 * browser so that one shopper's session goes to several processes.
 */
export function httpTestBrowser(base: string, jar: Jar = new Map()) {
  return browserOver(
    async ({ method, url, headers: { host: _host, ...headers }, payload }) => {
      // fetch names the process's own host; the app reads its public origin from its settings.
      const response = await fetch(new URL(`${url.pathname}${url.search}`, base), {
        method: method as string,
        headers,
        redirect: "manual",
        ...(payload !== undefined ? { body: payload } : {}),
      });
      const answer: Record<string, unknown> = Object.fromEntries(response.headers);
      answer["set-cookie"] = response.headers.getSetCookie();
      return { status: response.status, headers: answer, body: await response.text() };
    },
    base,
    jar,
  );
}

function browserOver(send: Transport, origin: string, jar: Jar = new Map()) {
  const remember = (setCookie: unknown) => {
    const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of lines as string[]) {
      const [pair, ...attributes] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };

  const request = async (
    method: InjectOptions["method"],
    url: string,
    options: {
      form?: Record<string, string>;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<BrowserResponse> => {
    const target = new URL(url, origin);
    const headers: Record<string, string> = { host: target.host, ...options.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.json);
    }
    const response = await send({ method, url: target, headers, payload });
    remember(response.headers["set-cookie"]);
    const location = response.headers.location;
    return {
      status: response.status,
      location: typeof location === "string" ? location : undefined,
      body: response.body,
      headers: response.headers,
      json: <T>() => JSON.parse(response.body) as T,
    };
  };

  /** Follows redirects from a GET until a page answers; returns it and the URLs passed. */
  const follow = async (url: string, first?: BrowserResponse) => {
    const visited: string[] = [];
    let response = first ?? (await request("GET", url));
    let current = url;
    for (let hops = 0; response.location && hops < 10; hops++) {
      current = new URL(response.location, new URL(current, origin)).href;
      visited.push(current);
      response = await request("GET", current);
    }
    return { response, visited, url: current };
  };

  return { jar, request, follow, get: (url: string) => request("GET", url) };
}
