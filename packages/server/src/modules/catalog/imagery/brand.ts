/**
 * Brand wordmarks for search results and brand pages: the name set in a generic sans-serif on
 * the brand's own colours where we know them, else on a palette picked by a hash of the name.
 * Text keeps a WCAG contrast of at least 4.5:1 on its background.
 */
import { escapeXml, FONT, hash32, n, pick, svgRoot } from "./svg";

export type WordmarkStyle = {
  background: string;
  text: string;
  /** A stripe in a third colour; it carries no text, so it has no contrast to keep. */
  accent: string | null;
  shape: "plain" | "bar" | "underline" | "slant";
  italic: boolean;
  condensed: boolean;
  uppercase: boolean;
};

const style = (
  background: string,
  text: string,
  accent: string | null,
  shape: WordmarkStyle["shape"],
  letters: { italic?: boolean; condensed?: boolean; uppercase?: boolean } = {},
): WordmarkStyle => ({
  background,
  text,
  accent,
  shape,
  italic: letters.italic ?? false,
  condensed: letters.condensed ?? false,
  uppercase: letters.uppercase ?? true,
});

/** The colours the well-known brands are recognised by, by lower-case name. */
const KNOWN: Readonly<Record<string, WordmarkStyle>> = {
  michelin: style("#27509b", "#fce500", null, "plain", { italic: true }),
  goodyear: style("#0d3f8f", "#fdd100", "#fdd100", "underline"),
  bridgestone: style("#000000", "#ffffff", "#e4002b", "bar", { italic: true }),
  continental: style("#ffa500", "#000000", null, "plain", { uppercase: false }),
  pirelli: style("#000000", "#fed100", "#d52b1e", "underline", { condensed: true }),
  bfgoodrich: style("#111111", "#ffffff", "#e31937", "slant", { italic: true, uppercase: false }),
  firestone: style("#ffffff", "#c8102e", "#c8102e", "underline", { italic: true }),
  dunlop: style("#ffd100", "#000000", null, "plain"),
  yokohama: style("#ffffff", "#000000", "#e60012", "bar"),
  toyo: style("#0057a8", "#ffffff", null, "slant", { italic: true }),
  falken: style("#003d7c", "#ffffff", "#5bc2e7", "underline", { italic: true }),
  hankook: style("#1a1a1a", "#f47920", "#f47920", "bar", { uppercase: false }),
  cooper: style("#00205b", "#ffffff", "#d22630", "underline"),
  kumho: style("#d50032", "#ffffff", null, "slant", { italic: true }),
  nitto: style("#000000", "#ffffff", "#e60012", "slant", { italic: true }),
  "mickey thompson": style("#111111", "#ffffff", "#d7282f", "bar", {
    italic: true,
    condensed: true,
  }),
  maxxis: style("#ffffff", "#c8102e", null, "plain", { italic: true }),
  uniroyal: style("#003087", "#ffffff", null, "plain"),
};

type Palette = readonly [background: string, text: string, accent: string | null];

/** Colour pairs for the other brands: each text colour passes 4.5:1 on its background. */
const PALETTES: readonly [Palette, ...Palette[]] = [
  ["#1f2a44", "#ffffff", "#f2a900"],
  ["#2b2b2b", "#f5c400", null],
  ["#ffffff", "#1a1a1a", "#c8102e"],
  ["#7a0019", "#ffffff", "#ffcc33"],
  ["#003a70", "#ffffff", "#41b6e6"],
  ["#f4f4ef", "#0b3d91", "#0b3d91"],
  ["#111111", "#e8e8e8", "#00a3e0"],
  ["#0b4f3c", "#ffffff", "#9bd35a"],
];

const SHAPES = ["plain", "bar", "underline", "slant"] as const;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How a brand's wordmark is drawn; the same name always gets the same style. */
export function wordmarkStyle(name: string): WordmarkStyle {
  const known = KNOWN[name.trim().toLowerCase()];
  if (known) return known;
  const [background, text, accent] = pick(name, PALETTES);
  const bits = hash32(`${name}#style`);
  const chosen = style(background, text, accent, SHAPES[bits % SHAPES.length] ?? "plain", {
    italic: (bits & 0x10) !== 0,
    condensed: (bits & 0x20) !== 0 && name.length > 8,
    uppercase: (bits & 0x40) !== 0 || name.length <= 6,
  });
  // A safeguard for palettes added later: fall back to black or white, whichever reads better.
  if (contrastRatio(chosen.text, background) >= 4.5) return chosen;
  const readable =
    contrastRatio("#000000", background) > contrastRatio("#ffffff", background)
      ? "#000000"
      : "#ffffff";
  return { ...chosen, text: readable };
}

const HEIGHT = 48;
const FONT_SIZE = 24;
const PAD = 16;

/** A brand's wordmark as a standalone SVG, 48 high and as wide as its name needs. */
export function renderBrandSvg(name: string): string {
  const look = wordmarkStyle(name);
  const shown = name.trim().slice(0, 32);
  const text = look.uppercase ? shown.toUpperCase() : shown;
  // Bold capitals of a sans-serif run about 0.7 em; lower case about 0.6. textLength then holds
  // the name to that width whatever font the viewer has.
  const em = (look.uppercase ? 0.7 : 0.6) * (look.condensed ? 0.78 : 1);
  const textWidth = Math.max(FONT_SIZE, text.length * FONT_SIZE * em);
  const lead = look.shape === "bar" && look.accent ? 14 : 0;
  const slant = look.shape === "slant" ? 10 : 0;
  const width = Math.round(textWidth + 2 * PAD + lead + 2 * slant);
  const backdrop =
    look.shape === "slant"
      ? `<path d="M${slant * 2} 0H${width}L${width - slant * 2} ${HEIGHT}H0Z" fill="${look.background}"/>`
      : `<rect width="${width}" height="${HEIGHT}" rx="6" fill="${look.background}"/>`;
  const accent = !look.accent
    ? ""
    : look.shape === "bar"
      ? `<path d="M${PAD} 10h8l-4 28h-8z" fill="${look.accent}"/>`
      : look.shape === "underline"
        ? `<rect x="${PAD + lead}" y="39" width="${n(textWidth)}" height="3" fill="${look.accent}"/>`
        : look.shape === "slant"
          ? `<path d="M${slant * 2 - 1} 41H${width}L${width - 1} 44H${slant * 2 - 2}Z" fill="${look.accent}"/>`
          : "";
  const x = PAD + lead + slant;
  return svgRoot(
    { width, height: HEIGHT },
    name,
    { wordmark: look.shape },
    [
      backdrop,
      accent,
      `<text x="${x}" y="32" font-family="${FONT}" font-size="${FONT_SIZE}" font-weight="800"`,
      look.italic ? ` font-style="italic"` : "",
      ` fill="${look.text}" textLength="${n(textWidth)}" lengthAdjust="spacingAndGlyphs">`,
      `${escapeXml(text)}</text>`,
    ].join(""),
  );
}
