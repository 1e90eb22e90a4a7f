import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchPostgres, testDatabaseKinds } from "../testing/databases";
import { isPaymentError } from "./gateway";
import { sandboxGatewayOn } from "./sandbox";
import type { SandboxLedger } from "./sandbox-ledger";
import { openSqlLedger } from "./sandbox-ledger.sql";
import { authorizeRequest } from "./test-support";

/**
 * The sandbox's own database outlives a server process: an order authorised by the server can
 * be captured and refunded by an operator command later, and a nonce used once stays used.
 */

type Storage = { open(): Promise<SandboxLedger>; drop(): Promise<void> };

async function storage(kind: string): Promise<Storage> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "treadkit-sandbox-"));
    return {
      open: () => openSqlLedger({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres("treadkit_sandbox");
  return {
    open: () => openSqlLedger({ databaseUrl: scratch.url, dataDir: "" }),
    drop: () => scratch.drop(),
  };
}

const card = (nonce: string, amountInCents = 10_000) =>
  authorizeRequest("credit", { nonce }, amountInCents);

describe.each(testDatabaseKinds())("the sandbox ledger on %s", (kind) => {
  const opened: Storage[] = [];
  const fresh = async () => {
    const made = await storage(kind);
    opened.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of opened) await made.drop();
  });

  it("keeps transactions and used nonces for the next process", async () => {
    const store = await fresh();
    const server = await store.open();
    const { transactionId } = await sandboxGatewayOn(server).authorize(card("fake-valid-nonce:a"));
    await server.close();

    const operator = await store.open();
    const gateway = sandboxGatewayOn(operator);
    await gateway.capture(transactionId, 10_000);
    expect((await gateway.refund(transactionId, 2_500)).refundId).toMatch(/^sbx_rf_/);
    const reused = await gateway.authorize(card("fake-valid-nonce:a")).catch((error) => error);
    expect(isPaymentError(reused) && reused.code).toBe("NONCE_USED");
    await expect(gateway.refund(transactionId, 7_501)).rejects.toMatchObject({
      providerCode: "91521",
    });
    await operator.close();
  });

  it("never refunds more than was captured, however many refunds run at once", async () => {
    const store = await fresh();
    const ledger = await store.open();
    const gateway = sandboxGatewayOn(ledger);
    const { transactionId } = await gateway.authorize(card("fake-valid-nonce:b"));
    await gateway.capture(transactionId, 10_000);

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => gateway.refund(transactionId, 3_000)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    await ledger.close();
  });

  it("refuses a transaction it never made", async () => {
    const store = await fresh();
    const ledger = await store.open();
    await expect(sandboxGatewayOn(ledger).capture("sbx_nope", 100)).rejects.toMatchObject({
      code: "GATEWAY_ERROR",
      providerCode: "not_found",
    });
    await ledger.close();
  });
});
