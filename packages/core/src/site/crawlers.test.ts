import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawlers";

describe("isCrawler", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    "facebookexternalhit/1.1",
    "curl/8.5.0",
  ])("knows %s for a robot", (agent) => {
    expect(isCrawler(agent)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse",
    "",
  ])("takes %j for a shopper", (agent) => {
    expect(isCrawler(agent)).toBe(false);
  });
  it("takes a missing browser string for a shopper", () =>
    expect(isCrawler(undefined)).toBe(false));
});
