import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../client/client";
import { recordingLogger, startTestServer, type TestServer } from "../client/test-support";
import { createPlatform } from "../platform";
import { lookupZipCode, networkZip } from "./api";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = () =>
  createClient({
    baseUrls: { main: server.baseUrl },
    platform: createPlatform({ logger: recordingLogger() }),
  });

describe("lookupZipCode", () => {
  it("answers the ZIP's city and state", async () => {
    server.route("GET", "/v1/zip-codes/78704", {
      body: { zip: "78704", city: "Austin", state: "TX" },
    });
    const result = await lookupZipCode(client(), "78704");
    expect(result).toMatchObject({
      isSuccess: true,
      data: { zip: "78704", city: "Austin", state: "TX" },
    });
  });

  it("answers null for a ZIP the table does not have, and a failure for anything else", async () => {
    server.route("GET", "/v1/zip-codes/99999", {
      status: 404,
      body: { errorMessage: "Please enter valid US Zip Code", code: "UNKNOWN_ZIP" },
    });
    expect(await lookupZipCode(client(), "99999")).toMatchObject({ isSuccess: true, data: null });
    server.route("GET", "/v1/zip-codes/10001", { status: 503, body: "" });
    expect((await lookupZipCode(client(), "10001")).isSuccess).toBe(false);
  });
});

describe("networkZip", () => {
  it("answers the ZIP code of the shopper's network", async () => {
    server.route("GET", "/location/ip-zip", {
      body: { zip: "78704", city: "Austin", state: "TX" },
    });
    expect(await networkZip(client())).toMatchObject({
      isSuccess: true,
      data: { zip: "78704", city: "Austin", state: "TX" },
    });
  });

  it("answers null for a network the store cannot place, and a failure for anything else", async () => {
    server.route("GET", "/location/ip-zip", {
      status: 404,
      body: { errorMessage: "We could not tell your ZIP code", code: "UNKNOWN_NETWORK" },
    });
    expect(await networkZip(client())).toMatchObject({ isSuccess: true, data: null });
    server.route("GET", "/location/ip-zip", { status: 503, body: "" });
    expect((await networkZip(client())).isSuccess).toBe(false);
  });
});
