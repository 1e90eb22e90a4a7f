import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type DataPlaneRequest = { path: string; authorization: string; body: { batch: unknown[] } };

/**
 * A RudderStack data plane on a local port, as its HTTP API answers: `POST /v1/batch` with Basic
 * auth. `status` sets what it answers next (a down data plane is a 503).
 */
export async function startDataPlane() {
  const received: DataPlaneRequest[] = [];
  let status = 200;
  const read = async (request: IncomingMessage) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    return text;
  };
  const server = createServer((request, response) => {
    void read(request).then((text) => {
      if (status === 200) {
        received.push({
          path: request.url ?? "",
          authorization: request.headers.authorization ?? "",
          body: JSON.parse(text),
        });
      }
      response.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Every message received so far, across batches. */
    messages: () => received.flatMap((request) => request.body.batch) as Record<string, unknown>[],
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
