import { describe, expect, it } from "vitest";
import { formatCents } from "./format";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatCents", () => {
  it("shows cents as US dollars", () => {
    expect(formatCents(17_899)).toBe("$178.99");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
    expect(formatCents(-2_500)).toBe("-$25.00");
  });

  it("writes what the platform's en-US currency format writes", () => {
    const amounts = [0, -0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 100_001];
    for (let n = 1; n < 1e13; n = n * 7 + 3) amounts.push(n, -n);
    for (const cents of amounts) expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });

  it("rounds a fraction of a cent half away from zero", () => {
    expect(formatCents(0.5)).toBe("$0.01");
    expect(formatCents(-0.5)).toBe("-$0.01");
    expect(formatCents(1234.4)).toBe("$12.34");
  });
});
