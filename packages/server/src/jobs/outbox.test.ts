import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { formatCents } from "@treadkit/core/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/outbox.schema";
import { createMailer } from "../mail/mailer";
import { readEml } from "../mail/read-eml";
import { orderMailHandlers } from "../modules/orders/order-mail";
import { orders } from "../modules/orders/orders.schema";
import { createSandboxGateway } from "../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";
import { placeTestOrder } from "../testing/orders";
import {
  MAX_OUTBOX_ATTEMPTS,
  type OutboxHandlers,
  processOutbox,
  startOutboxWorker,
} from "./outbox";

describe.each(testDatabaseKinds())("the outbox worker on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: createSandboxGateway() });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "treadkit-outbox-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => ctx.database.db;
  /** The e-mails written so far whose subject names that order. */
  const mailsAbout = async (orderId: string) => {
    const files = (await readdir(dir)).filter((file) => file.endsWith(".eml"));
    const mails = await Promise.all(
      files.map(async (file) => readEml(await readFile(join(dir, file), "utf8"))),
    );
    return mails.filter((mail) => mail.subject.includes(orderId));
  };
  const entriesOf = (orderId: string) =>
    db().select().from(outbox).where(sql`${outbox.payload}->>'orderId' = ${orderId}`);
  const orderRow = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const addEntries = async (topic: string, count = 1) =>
    db()
      .insert(outbox)
      .values(Array.from({ length: count }, (_, n) => ({ topic, payload: { n } })))
      .returning();
  const entry = async (id: number) =>
    (await db().select().from(outbox).where(eq(outbox.id, id)))[0];

  it("sends the order confirmation once, marks the receipt sent and the entry processed", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    expect((await orderRow(order.id))?.receiptEmailSentAt).toBeNull();
    const handlers = orderMailHandlers({
      mailer: createMailer({ outboxDir: dir }),
      publicOrigin: "https://shop.example",
    });

    await processOutbox(db(), handlers);
    await processOutbox(db(), handlers);

    const mails = await mailsAbout(order.orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your Treadkit order ${order.orderId} is confirmed`);
    expect(mail?.headers.get("to")).toBe("ana@example.com");
    expect(mail?.text).toContain(`Total: ${formatCents(order.amounts.totalInCents)}`);
    expect(mail?.text).toContain(
      `https://shop.example/my_customers/pdf/${order.orderId}/${order.id}/Receipt_${order.orderId}.pdf`,
    );
    expect(mail?.html).toContain(`https://shop.example/checkout/confirm-order/${order.id}`);
    expect(mail?.attachments).toEqual([]);
    expect((await orderRow(order.id))?.receiptEmailSentAt).toBeInstanceOf(Date);
    const [placed] = await entriesOf(order.id);
    expect(placed).toMatchObject({ topic: "order.placed", attempts: 0 });
    expect(placed?.processedAt).toBeInstanceOf(Date);
  });

  it("links to the origin the order was placed on when the store has no public origin", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    expect((await orderRow(order.id))?.siteOrigin).toBe("http://localhost");
    await processOutbox(db(), orderMailHandlers({ mailer: createMailer({ outboxDir: dir }) }));
    const [mail] = await mailsAbout(order.orderId);
    expect(mail?.html).toContain(`href="http://localhost/checkout/confirm-order/${order.id}"`);
    // Every link of the e-mail is absolute.
    expect(mail?.html.match(/href="[^"]*"/g)?.every((href) => href.startsWith('href="http'))).toBe(
      true,
    );
  });

  it("attaches the receipt PDF when no origin is known at all, and mails a cancellation", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    // An order kept from before its origin was recorded.
    await db().update(orders).set({ siteOrigin: null }).where(eq(orders.id, order.id));
    const handlers = orderMailHandlers({ mailer: createMailer({ outboxDir: dir }) });
    await processOutbox(db(), handlers);
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${order.id}/cancel`,
      payload: { email: order.email },
    });
    expect(cancelled.statusCode).toBe(200);
    await processOutbox(db(), handlers);

    const mails = await mailsAbout(order.orderId);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your Treadkit order ${order.orderId} has been cancelled`,
      `Your Treadkit order ${order.orderId} is confirmed`,
    ]);
    const confirmation = mails.find((mail) => mail.subject.endsWith("confirmed"));
    expect(confirmation?.text).not.toContain("http");
    expect(confirmation?.attachments[0]?.filename).toBe(`Receipt_${order.orderId}.pdf`);
    expect(confirmation?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    const cancellation = mails.find((mail) => mail.subject.endsWith("cancelled"));
    expect(cancellation?.text).toContain("has been voided: you will not be charged");
    expect((await entriesOf(order.id)).every((e) => e.processedAt !== null)).toBe(true);
  });

  it("counts a failed attempt, goes on with the next entry, and gives up after 5 attempts", async () => {
    const topic = `test.flaky.${randomUUID()}`;
    const fine = `test.fine.${randomUUID()}`;
    const foreign = `test.foreign.${randomUUID()}`;
    const [failing] = await addEntries(topic);
    const [dbFailing] = await addEntries(topic);
    const [ok] = await addEntries(fine);
    const [other] = await addEntries(foreign);
    let calls = 0;
    const handlers: OutboxHandlers = {
      async [topic](_payload, context) {
        calls += 1;
        // What a failed handler wrote is undone with it.
        await context.db.insert(outbox).values({ topic: `${topic}.side-effect`, payload: {} });
        // A failed statement too: the attempt is still counted.
        if (context.entry.id === dbFailing?.id) await context.db.execute(sql`select 1 / 0`);
        throw new Error("mail server down");
      },
      async [fine]() {},
    };

    const first = await processOutbox(db(), handlers, { retryDelayMs: 0 });
    expect(first).toEqual({ processed: 1, failed: 2 });
    expect(calls).toBe(2);
    expect(await entry(failing?.id ?? 0)).toMatchObject({ attempts: 1, processedAt: null });
    expect(await entry(dbFailing?.id ?? 0)).toMatchObject({ attempts: 1, processedAt: null });
    expect((await entry(ok?.id ?? 0))?.processedAt).toBeInstanceOf(Date);

    for (let run = 0; run < MAX_OUTBOX_ATTEMPTS + 2; run += 1)
      await processOutbox(db(), handlers, { retryDelayMs: 0 });
    expect(calls).toBe(2 * MAX_OUTBOX_ATTEMPTS);
    expect(await entry(failing?.id ?? 0)).toMatchObject({ attempts: 5, processedAt: null });
    expect(await entry(dbFailing?.id ?? 0)).toMatchObject({ attempts: 5, processedAt: null });
    const sideEffects = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.topic, `${topic}.side-effect`));
    expect(sideEffects).toEqual([]);
    // A topic nobody here handles is left for its own consumer.
    expect(await entry(other?.id ?? 0)).toMatchObject({ attempts: 0, processedAt: null });
  });

  it("retries a failed entry only once its wait has passed", async () => {
    const topic = `test.later.${randomUUID()}`;
    const [row] = await addEntries(topic);
    const id = row?.id ?? 0;
    const handlers: OutboxHandlers = {
      async [topic]() {
        throw new Error("still down");
      },
    };
    const age = (ms: number) =>
      db()
        .update(outbox)
        .set({ createdAt: sql`now() - ${ms}::double precision * interval '1 millisecond'` })
        .where(eq(outbox.id, id));
    const options = { retryDelayMs: 60_000 };

    await processOutbox(db(), handlers, options);
    await processOutbox(db(), handlers, options);
    expect((await entry(id))?.attempts).toBe(1);
    await age(61_000);
    await processOutbox(db(), handlers, options);
    expect((await entry(id))?.attempts).toBe(2);
    await processOutbox(db(), handlers, options); // due 4 minutes after it was written
    expect((await entry(id))?.attempts).toBe(2);
    await age(241_000);
    await processOutbox(db(), handlers, options);
    expect((await entry(id))?.attempts).toBe(3);
  });

  it("never hands one entry to two concurrent runs", async () => {
    const topic = `test.shared.${randomUUID()}`;
    const rows = await addEntries(topic, 30);
    const handled: number[] = [];
    const handlers: OutboxHandlers = {
      async [topic](_payload, { entry }) {
        handled.push(entry.id);
        await sleep(5);
      },
    };
    const runs = await Promise.all(
      [1, 2, 3].map(() => processOutbox(db(), handlers, { limit: 30 })),
    );
    expect(runs.reduce((sum, run) => sum + run.processed, 0)).toBe(30);
    expect(handled).toHaveLength(30);
    expect(new Set(handled).size).toBe(30);
    const left = await db()
      .select()
      .from(outbox)
      .where(
        and(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
          sql`${outbox.processedAt} is null`,
        ),
      );
    expect(left).toEqual([]);
  });

  // PGlite is one connection: a second transaction cannot even start while the first holds it.
  it.runIf(kind === "postgres")(
    "skips an entry another process holds instead of waiting for it",
    async () => {
      const topic = `test.held.${randomUUID()}`;
      const [held, free] = await addEntries(topic, 2);
      const handled: number[] = [];
      const handlers: OutboxHandlers = {
        async [topic](_payload, { entry }) {
          handled.push(entry.id);
        },
      };
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const otherProcess = db().transaction(async (tx) => {
        await tx
          .select()
          .from(outbox)
          .where(eq(outbox.id, held?.id ?? 0))
          .for("update");
        locked();
        await released;
      });
      await lockTaken;
      const timeout = new AbortController();
      try {
        const run = await Promise.race([
          processOutbox(db(), handlers),
          sleep(5_000, null, { signal: timeout.signal }).then(() => {
            throw new Error("the run waited for a locked entry");
          }),
        ]);
        expect(run).toEqual({ processed: 1, failed: 0 });
        expect(handled).toEqual([free?.id]);
      } finally {
        timeout.abort();
        release();
        await otherProcess;
      }
      await processOutbox(db(), handlers);
      expect(handled).toEqual([free?.id, held?.id]);
    },
  );

  it("polls until stopped; stopping waits for the entry in progress and takes no other", async () => {
    const topic = `test.polled.${randomUUID()}`;
    const [first, queued] = await addEntries(topic, 2);
    const handled: number[] = [];
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handlers: OutboxHandlers = {
      async [topic](_payload, { entry }) {
        started();
        await sleep(200);
        handled.push(entry.id);
      },
    };
    const worker = startOutboxWorker(db(), handlers, { intervalMs: 20 });
    await running;
    await worker.stop();
    expect(handled).toEqual([first?.id]);
    expect((await entry(first?.id ?? 0))?.processedAt).toBeInstanceOf(Date);
    // The run ends with the entry in progress; the next one waits for another process.
    expect((await entry(queued?.id ?? 0))?.processedAt).toBeNull();

    const [second] = await addEntries(topic);
    await sleep(150);
    expect(handled).toEqual([first?.id]);
    expect((await entry(second?.id ?? 0))?.processedAt).toBeNull();
  });
});
