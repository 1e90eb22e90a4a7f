/**
 * The design tokens: one source for the storefront's stylesheet (as custom properties on :root)
 * and the widgets' fallbacks (each `var(--tk-…, value)` in their shadow-root styles is checked
 * against these by tokens.test.ts). Colours are chosen in pairs that meet WCAG AA; the pairs the
 * styles use are listed in CONTRAST_PAIRS and measured by the same test.
 */
export const COLOR = {
  /** Body text. */
  ink: "#101828",
  /** Secondary text: sizes, meta, captions. */
  muted: "#475467",
  /** Cards, inputs, dialogs. */
  surface: "#ffffff",
  /** The page behind the cards. */
  canvas: "#f3f5f8",
  /** A tinted panel: notices, selected rows, the value strip. */
  soft: "#e8eef8",
  /** Borders and dividers (decorative: no text on it). */
  line: "#d5dbe3",
  /** A border that marks a control's edge (inputs, checkboxes): 3:1 against the surface. */
  control: "#7a8699",
  /** The header and footer. */
  brand: "#0b1f3a",
  /** The lighter end of the brand colour's gradient (the home page's hero). */
  brandRaised: "#16325c",
  /** Text and icons on the brand colour. */
  onBrand: "#ffffff",
  /** Muted text on the brand colour. */
  onBrandMuted: "#c3cddb",
  /** Links and secondary actions. */
  accent: "#1d4ed8",
  /** The focus ring. */
  focus: "#1d4ed8",
  /** The accent's pressed or hovered shade. */
  accentStrong: "#1e3a8a",
  /** A pale accent behind accent text: chips, badges. */
  accentSoft: "#e0e9ff",
  /** The buying action: Add to cart, Checkout, Book. */
  action: "#c2410c",
  actionStrong: "#9a3412",
  onAction: "#ffffff",
  /** Prices that are a deal, sale badges. */
  deal: "#b42318",
  dealSoft: "#fee4e2",
  success: "#067647",
  successSoft: "#dcfae6",
  warning: "#93370d",
  warningSoft: "#fef0c7",
  danger: "#b42318",
  dangerSoft: "#fee4e2",
  /** Rating stars (decorative beside their text): 3:1 against the surface. */
  star: "#c4720a",
  /** Skeleton blocks. */
  skeleton: "#e4e8ee",
} as const;

export type ColorToken = keyof typeof COLOR;

/** Text on background, as the styles use them, with the ratio each must reach. */
export const CONTRAST_PAIRS: readonly {
  text: ColorToken;
  on: ColorToken;
  /** 4.5 for text, 3 for large text (24 px, or 19 px bold) and for controls' edges and icons. */
  min: 4.5 | 3;
}[] = [
  { text: "ink", on: "surface", min: 4.5 },
  { text: "ink", on: "canvas", min: 4.5 },
  { text: "ink", on: "soft", min: 4.5 },
  { text: "ink", on: "warningSoft", min: 4.5 },
  { text: "muted", on: "surface", min: 4.5 },
  { text: "muted", on: "canvas", min: 4.5 },
  { text: "muted", on: "soft", min: 4.5 },
  { text: "accent", on: "surface", min: 4.5 },
  { text: "accent", on: "canvas", min: 4.5 },
  { text: "accent", on: "soft", min: 4.5 },
  { text: "accent", on: "accentSoft", min: 4.5 },
  { text: "accentStrong", on: "accentSoft", min: 4.5 },
  { text: "onAction", on: "action", min: 4.5 },
  { text: "onAction", on: "actionStrong", min: 4.5 },
  { text: "onBrand", on: "accent", min: 4.5 },
  { text: "onBrand", on: "brand", min: 4.5 },
  { text: "onBrand", on: "ink", min: 4.5 },
  { text: "onBrandMuted", on: "brand", min: 4.5 },
  { text: "onBrand", on: "brandRaised", min: 4.5 },
  { text: "onBrandMuted", on: "brandRaised", min: 4.5 },
  { text: "deal", on: "surface", min: 4.5 },
  { text: "onBrand", on: "deal", min: 4.5 },
  { text: "deal", on: "dealSoft", min: 4.5 },
  { text: "success", on: "surface", min: 4.5 },
  { text: "success", on: "successSoft", min: 4.5 },
  { text: "warning", on: "surface", min: 4.5 },
  { text: "warning", on: "warningSoft", min: 4.5 },
  { text: "danger", on: "surface", min: 4.5 },
  { text: "danger", on: "dangerSoft", min: 4.5 },
  { text: "control", on: "surface", min: 3 },
  { text: "star", on: "surface", min: 3 },
];

/** Type scale in px: captions, small, body, lead, then headings. */
export const TYPE = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 20,
  "2xl": 24,
  "3xl": 30,
  "4xl": 38,
} as const;

/** Spacing steps in px, a 4 px grid. */
export const SPACE = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64 } as const;

export const RADIUS = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

export const SHADOW = {
  1: "0 1px 2px rgb(16 24 40 / 6%), 0 1px 3px rgb(16 24 40 / 10%)",
  2: "0 4px 8px -2px rgb(16 24 40 / 10%), 0 2px 4px -2px rgb(16 24 40 / 6%)",
  3: "0 12px 16px -4px rgb(16 24 40 / 10%), 0 4px 6px -2px rgb(16 24 40 / 5%)",
} as const;

export const MOTION = {
  fast: "120ms",
  base: "200ms",
  slow: "400ms",
  ease: "cubic-bezier(0.2, 0, 0, 1)",
} as const;

/** The self-hosted face, then system faces of like metrics while it loads. */
export const FONT_STACK =
  '"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A widget's face: the host page's own, unless the host sets --tk-font. */
export const WIDGET_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every token as a custom property declaration, e.g. `--tk-accent:#1d4ed8`. */
export function tokenDeclarations(): string[] {
  return [
    ...Object.entries(COLOR).map(([name, value]) => `--tk-${kebab(name)}:${value}`),
    ...Object.entries(TYPE).map(([name, px]) => `--tk-text-${name}:${px}px`),
    ...Object.entries(SPACE).map(([name, px]) => `--tk-space-${name}:${px}px`),
    ...Object.entries(RADIUS).map(([name, px]) => `--tk-radius-${name}:${px}px`),
    `--tk-radius:${RADIUS.md}px`,
    ...Object.entries(SHADOW).map(([name, value]) => `--tk-shadow-${name}:${value}`),
    `--tk-duration-fast:${MOTION.fast}`,
    `--tk-duration:${MOTION.base}`,
    `--tk-duration-slow:${MOTION.slow}`,
    `--tk-ease:${MOTION.ease}`,
    `--tk-font:${FONT_STACK}`,
  ];
}

/** The tokens as one rule for a selector (`:root` in the storefront). */
export const tokensCss = (selector: string) => `${selector}{${tokenDeclarations().join(";")}}`;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A widget's :host rule. `all: initial` stops the host page's inherited styles; custom properties
 * still inherit, and the documented ones, `--treadkit-accent` (with `--treadkit-accent-soft`, its
 * pale tint behind chips), `--treadkit-radius` and `--treadkit-font`, set on the element or
 * above it, theme the widget.
 */
export const widgetHostCss = `:host{all:initial;display:block;contain:content;--tk-accent:var(--treadkit-accent,${COLOR.accent});--tk-focus:var(--treadkit-accent,${COLOR.accent});--tk-accent-soft:var(--treadkit-accent-soft,${COLOR.accentSoft});--tk-radius:var(--treadkit-radius,${RADIUS.md}px);--tk-font:var(--treadkit-font,${WIDGET_FONT_STACK})}
:host([hidden]){display:none}`;
