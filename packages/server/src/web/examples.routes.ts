import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { notFound } from "../http/errors";
import { crossOriginHostPolicy, EXAMPLE_HOST_HEADERS, strictHostPolicy } from "../http/security";
import { DIST_DIR, EXAMPLES_DIR } from "../paths";

/** What a templated example page gets: its policy, and the values for its {{placeholders}}. */
type Rendering = { policy: string; values: Record<string, string> };

/**
 * This server under its other loopback name (localhost ⇄ 127.0.0.1): a different origin on the
 * same machine. Null under any other name, so nothing from the Host header reaches a page.
 */
export function otherLoopbackOrigin(request: { protocol: string; host: string }): string | null {
  // Behind a proxy both come from headers, whatever Fastify's types say: anything unexpected is
  // simply not loopback.
  if (request.protocol !== "http" && request.protocol !== "https") return null;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
  const other = { localhost: "127.0.0.1", "127.0.0.1": "localhost" }[url.hostname];
  if (!other) return null;
  url.hostname = other;
  return url.origin;
}

/** Example host pages (partner sites), with the headers such a site would send. */
export const exampleRoutes: FastifyPluginAsync = async (app) => {
  // Not the store's headers (http/security.ts): a templated page sends its own policy.
  const headersOf = (
    route: { config?: unknown },
    helmet: FastifyHelmetOptions | { skipRoute: true },
  ) => {
    route.config = { ...(route.config as object), helmet };
  };
  app.addHook("onRoute", (route) => headersOf(route, { skipRoute: true }));
  /** A page whose policy or content depends on the request, from a template in examples/. */
  const templated = (file: string, render: (request: FastifyRequest) => Rendering) => {
    const template = readFileSync(join(EXAMPLES_DIR, file), "utf8");
    app.get(`/examples/${file}`, { schema: { hide: true } }, async (request, reply) => {
      const { policy, values } = render(request);
      reply
        .header("content-security-policy", policy)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8");
      return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
    });
  };

  // The strict partner's nonce changes with every response.
  templated("strict-csp.html", () => {
    const nonce = randomBytes(16).toString("base64");
    return { policy: strictHostPolicy(nonce), values: { nonce } };
  });
  // A partner on one origin embedding the widgets from another: this server's other name.
  const fromOtherOrigin = (request: FastifyRequest): Rendering => {
    const widgetOrigin = otherLoopbackOrigin(request);
    if (!widgetOrigin) {
      throw notFound("This example is served on localhost or 127.0.0.1 only", "NOT_LOOPBACK");
    }
    return { policy: crossOriginHostPolicy(widgetOrigin), values: { widgetOrigin } };
  };
  templated("other-origin.html", fromOtherOrigin);
  // The same, as a React app placing the widget with @treadkit/embed's component; its script is
  // built into dist/examples.
  templated("react-host.html", fromOtherOrigin);
  app.get("/examples/react-host.js", { schema: { hide: true } }, async (_request, reply) => {
    const file = join(DIST_DIR, "examples", "react-host.js");
    if (!existsSync(file)) throw notFound("Run `npm run build` first", "NOT_BUILT");
    reply.header("cache-control", "no-store").type("text/javascript; charset=utf-8");
    return readFileSync(file, "utf8");
  });

  await app.register(async (typical) => {
    typical.addHook("onRoute", (route) =>
      headersOf(route, {
        ...EXAMPLE_HOST_HEADERS,
        crossOriginResourcePolicy: { policy: "same-origin" },
        enableCSPNonces: false,
      }),
    );
    await typical.register(fastifyStatic, {
      root: EXAMPLES_DIR,
      prefix: "/examples/",
      decorateReply: false,
    });
  });
};
