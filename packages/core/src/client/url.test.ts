import { describe, expect, it } from "vitest";
import { buildUrl, fillPath } from "./url";

describe("fillPath", () => {
  it("encodes every placeholder's value", () => {
    expect(fillPath("/installers/{id}/schedule/{day}", { id: "a/b?c", day: 7 })).toBe(
      "/installers/a%2Fb%3Fc/schedule/7",
    );
  });

  it("throws a programmer error naming the missing parameter", () => {
    expect(() => fillPath("/installers/{installerId}", {})).toThrow(
      "Missing path parameter installerId",
    );
  });
});

describe("buildUrl", () => {
  it("keeps the base URL's own path and joins with exactly one slash", () => {
    expect(buildUrl("http://host/api/", "/v1/menu", {})).toBe("http://host/api/v1/menu");
    expect(buildUrl("http://host/api", "v1/menu", {})).toBe("http://host/api/v1/menu");
  });

  it("drops undefined and null and appends to an existing query string", () => {
    const url = buildUrl("http://host", "/menu?channel=widget", {
      zip: "90210",
      none: null,
      skip: undefined,
      all: true,
    });
    expect(url).toBe("http://host/menu?channel=widget&zip=90210&all=true");
  });
});
