import { describe, expect, it } from "vitest";
import { klarnaOrderPayload } from "./klarna";

describe("klarnaOrderPayload", () => {
  const lines = [
    { description: "Tires", quantity: 4, totalInCents: 40_000 },
    { description: "Sales tax", quantity: 4, totalInCents: 3_663 },
    { description: "Discounts", quantity: 1, totalInCents: -4_000 },
  ];

  it("sends lines whose unit price × quantity is the line and whose sum is the amount", () => {
    const payload = klarnaOrderPayload(39_663, lines);
    expect(payload.order_amount).toBe(39_663);
    for (const line of payload.order_lines)
      expect(line.unit_price * line.quantity).toBe(line.total_amount);
    expect(payload.order_lines.reduce((sum, l) => sum + l.total_amount, 0)).toBe(39_663);
  });

  it("refuses to open a session whose lines do not add up to its amount", () => {
    expect(() => klarnaOrderPayload(43_663, lines)).toThrow(/add up/);
  });
});
