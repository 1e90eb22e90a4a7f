import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { affiliateCss } from "../../packages/ui/src/affiliate-styles";
import { componentsCss } from "../../packages/ui/src/design/styles";
import { offerCss } from "../../packages/ui/src/offer-styles";
import { uiCss } from "../../packages/ui/src/styles";
import {
  COLOR,
  CONTRAST_PAIRS,
  contrastRatio,
  RADIUS,
  tokenDeclarations,
  WIDGET_FONT_STACK,
  widgetHostCss,
} from "../../packages/ui/src/tokens";
import { installerShopCss } from "../../packages/widget-installer/src/installer/styles";
import { cartModalCss } from "../../packages/widget-tiremaker/src/tiremaker/cart-modal-styles";
import { finderCss } from "../../packages/widget-tiremaker/src/tiremaker/finder-styles";
import { installersCss } from "../../packages/widget-tiremaker/src/tiremaker/installers-styles";
import { sizesCss } from "../../packages/widget-tiremaker/src/tiremaker/sizes-styles";
import { tiremakerCss } from "../../packages/widget-tiremaker/src/tiremaker/styles";

// Every stylesheet of the store and the widgets, checked against the design tokens of ui.
const storefrontCss = readFileSync(
  join(process.cwd(), "packages/storefront/src/styles.css"),
  "utf8",
);
const widgetCss = {
  uiCss,
  affiliateCss,
  installerShopCss,
  offerCss,
  tiremakerCss,
  cartModalCss,
  finderCss,
  installersCss,
  sizesCss,
};
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const colorByProperty = new Map(
  Object.entries(COLOR).map(([name, value]) => [`--tk-${kebab(name)}`, value]),
);
const declared = new Set(tokenDeclarations().map((d) => d.slice(0, d.indexOf(":"))));

describe("contrast", () => {
  it("rates the known pairs as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each(CONTRAST_PAIRS.map((pair) => [pair.text, pair.on, pair.min] as const))(
    "%s on %s reaches %s:1",
    (text, on, min) => {
      expect(contrastRatio(COLOR[text], COLOR[on])).toBeGreaterThanOrEqual(min);
    },
  );

  /**
   * Every rule of the stylesheets that sets both a text colour and a background from the tokens
   * sets a pair listed (and so measured) above.
   */
  it("lists every token pair a rule of the stylesheets sets together", () => {
    const listed = new Set(CONTRAST_PAIRS.map((pair) => `${pair.text}/${pair.on}`));
    const nameOf = (property: string) =>
      Object.keys(COLOR).find((name) => `--tk-${kebab(name)}` === property);
    const unlisted: string[] = [];
    const sheets = [storefrontCss, componentsCss, ...Object.values(widgetCss)];
    for (const sheet of sheets) {
      for (const [, body = ""] of sheet.matchAll(/\{([^{}]*)\}/g)) {
        const text = /(?:^|[;\s])color:\s*var\((--tk-[a-z-]+)/.exec(body)?.[1];
        const on = /background(?:-color)?:\s*var\((--tk-[a-z-]+)/.exec(body)?.[1];
        if (!text || !on) continue;
        const pair = `${nameOf(text)}/${nameOf(on)}`;
        if (!listed.has(pair)) unlisted.push(pair);
      }
    }
    expect(unlisted).toEqual([]);
  });
});

describe("the stylesheets and the tokens", () => {
  it("name only tokens that exist", () => {
    const used = [storefrontCss, componentsCss].flatMap((sheet) =>
      [...sheet.matchAll(/var\((--tk-[a-z0-9-]+)/g)].map((m) => m[1] as string),
    );
    expect(used.filter((name) => !declared.has(name))).toEqual([]);
  });

  it("give no colour in the storefront's stylesheet but the tokens", () => {
    expect(storefrontCss.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });

  /** A widget's styles live in a shadow root of a page that has no tokens: each var() falls back. */
  it.each(Object.entries(widgetCss))("%s falls back to the tokens' own values", (_, css) => {
    const wrong: string[] = [];
    for (const [, name = "", fallback = ""] of css.matchAll(/var\((--tk-[a-z-]+),\s*([^)]+)\)/g)) {
      const expected =
        colorByProperty.get(name) ??
        (name === "--tk-radius"
          ? `${RADIUS.md}px`
          : name === "--tk-font"
            ? WIDGET_FONT_STACK
            : null);
      if (expected === null) wrong.push(`${name} is not a token`);
      else if (fallback.trim().replace(/\s+/g, " ") !== expected)
        wrong.push(`${name}: ${fallback} is not ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets a host theme a widget by its three documented properties", () => {
    for (const property of ["--treadkit-accent", "--treadkit-radius", "--treadkit-font"])
      expect(widgetHostCss).toContain(`var(${property},`);
  });
});
