import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { moderateCommand } from "./moderation";

const review = (email: string, summary: string) => ({
  brand: "continental",
  line: "purecontact-ls",
  ratings: { dry: 2, wet: 2, winter: null, comfort: 2, noise: 2, treadwear: 2 },
  summary,
  comments: "Posted to see whether it shows before anyone has checked it.",
  name: "Lee Park",
  email,
  purchaseDate: "05/20/2024",
  vehicle: "2018 Honda Accord",
  milesDriven: "10000-20000",
  drivingStyle: "average",
  whereDriven: "highway",
  buyAgain: false,
});

/** New reviews wait for the operator (REVIEW_MODERATION, on by default) before anyone sees them. */
describe.each(testDatabaseKinds())("review moderation on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const post = (body: object) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/reviews", payload: body });
  const listed = async () =>
    (
      await ctx.app.inject({
        method: "GET",
        url: "/api/v1/reviews?brand=continental&line=purecontact-ls&pageSize=50",
      })
    ).json();

  it("keeps a new review out of the listing and the rating until it is approved", async () => {
    const before = await listed();
    const sent = await post(review("lee.one@example.com", "Waiting to be checked"));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      status: "pending",
      message: expect.stringMatching(/will appear once it has been checked/),
    });
    const meanwhile = await listed();
    expect(meanwhile.summary).toEqual(before.summary);
    expect(JSON.stringify(meanwhile.reviews)).not.toContain("Waiting to be checked");

    const queue = await moderateCommand(ctx.database, ["list"]);
    const line = queue.find((l) => l.includes("Waiting to be checked"));
    expect(line).toBeDefined();
    const id = line?.split(/\s+/)[0] ?? "";
    expect(await moderateCommand(ctx.database, ["approve", id])).toEqual([
      `Review ${id} published.`,
    ]);
    const after = await listed();
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(JSON.stringify(after.reviews)).toContain("Waiting to be checked");
    // Once decided, it is no longer in the queue.
    await expect(moderateCommand(ctx.database, ["reject", id])).rejects.toThrow(
      /No pending review/,
    );
  });

  it("never shows a rejected review", async () => {
    await post(review("lee.two@example.com", "Spam that gets rejected"));
    const queue = await moderateCommand(ctx.database, ["list"]);
    const id = queue.find((l) => l.includes("Spam that gets rejected"))?.split(/\s+/)[0] ?? "";
    await moderateCommand(ctx.database, ["reject", id]);
    expect(JSON.stringify((await listed()).reviews)).not.toContain("Spam that gets rejected");
    await expect(moderateCommand(ctx.database, ["approve", "not-an-id"])).rejects.toThrow(/Usage/);
  });
});
