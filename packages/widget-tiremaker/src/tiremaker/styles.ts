/**
 * Styles of the tire-maker widget, same rules as ../styles.ts: px and em sizes, never a host
 * page's rem; theming by CSS variables with fallbacks, set on :host by the element
 * (--treadkit-accent and friends map onto the --tk-* variables there).
 */
export const tiremakerCss = `
.tk-tm { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; max-width: 760px; letter-spacing: normal;
  color: var(--tk-ink, #101828);
  font: 15px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); text-align: left; }
/* A host page's rules on the element itself (say "* { text-transform: uppercase }") beat :host, and
   inherited properties flow on into the shadow tree: the roots reset what text inherits. */
.tk-tm, .tk-tm-dialog { text-transform: none; letter-spacing: normal; word-spacing: normal; font-style: normal;
  text-indent: 0; text-shadow: none; white-space: normal; cursor: auto; }
.tk-tm :focus-visible, .tk-tm-dialog :focus-visible { outline: 3px solid var(--tk-focus, #1d4ed8); outline-offset: 2px; }
.tk-tm h2, .tk-tm h3, .tk-tm h4, .tk-tm-dialog h2 { color: inherit; text-transform: none; letter-spacing: normal;
  font-family: inherit; border: 0; }
.tk-tm h2 { margin: 0; font-size: 20px; line-height: 1.25; }
.tk-tm h3 { margin: 0 0 8px; font-size: 17px; }
.tk-tm h4 { margin: 0 0 4px; font-size: 15px; }
.tk-tm ul { list-style: none; margin: 0; padding: 0; }
.tk-tm button, .tk-tm select, .tk-tm input, .tk-tm-dialog button, .tk-tm-dialog select { font: inherit;
  letter-spacing: normal; text-transform: none; }
.tk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.tk-tm-live:empty { padding: 0; }
.tk-tm-live { margin: 0; padding: 8px 12px; border-radius: 6px; background: var(--tk-success-soft, #dcfae6); }
.tk-tm-hint { margin: 0; color: var(--tk-muted, #475467); font-size: 13px; }

.tk-tm-head { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; }
.tk-tm-cart { display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 8px 14px;
  border: 1px solid var(--tk-control, #7a8699); border-radius: 999px; background: var(--tk-surface, #ffffff);
  color: var(--tk-ink, #101828); font-weight: 700; cursor: pointer; }
.tk-tm-cart__badge { min-width: 22px; padding: 1px 6px; border-radius: 999px; font-size: 13px; text-align: center;
  background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); }

/* The lines arrive from the network after the widget has rendered: one row, scrolled sideways however
   many a brand has, in a box that "Loading tire lines…" (or its failure) fills the same, so that nothing
   under it moves when they come. */
.tk-tm-lines { display: flex; gap: 8px; overflow-x: auto; padding-bottom: 4px; }
.tk-tm-lines > li { flex: none; }
.tk-tm-catalog > h3 + * { box-sizing: border-box; min-height: 88px; margin-top: 0; margin-bottom: 0; }
/* Before the lines are asked for (the first frame), the heading holds their place. */
.tk-tm-catalog > h3:last-child { margin-bottom: 96px; }
.tk-tm-line { display: grid; gap: 2px; min-width: 150px; padding: 10px 14px; text-align: left; cursor: pointer;
  border: 2px solid var(--tk-line, #d5dbe3); border-radius: var(--tk-radius, 10px);
  background: var(--tk-surface, #ffffff); color: var(--tk-ink, #101828); }
.tk-tm-line[aria-pressed="true"] { border-color: var(--tk-accent, #1d4ed8); background: var(--tk-accent-soft, #e0e9ff); }
.tk-tm-line__name { font-weight: 700; }
.tk-tm-line__count { font-size: 13px; color: var(--tk-muted, #475467); }

.tk-tm-add { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.tk-tm-add label { font-weight: 700; }
.tk-tm select { min-height: 40px; padding: 6px 8px; border: 1px solid var(--tk-control, #7a8699); border-radius: 6px;
  background: var(--tk-surface, #ffffff); color: inherit; font-size: 16px; }

.tk-tm-primary, .tk-tm-secondary { display: inline-block; min-height: 40px; box-sizing: border-box; padding: 9px 16px;
  border-radius: 6px; font-weight: 700; text-decoration: none; cursor: pointer; text-align: center; }
.tk-tm-primary { border: 0; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); }
.tk-tm-secondary { border: 1px solid var(--tk-accent, #1d4ed8); background: var(--tk-surface, #ffffff);
  color: var(--tk-accent, #1d4ed8); margin-top: 8px; }
.tk-tm-secondary[aria-pressed="true"] { background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); }
.tk-tm [disabled], .tk-tm-dialog [disabled] { opacity: 0.6; cursor: progress; }
.tk-tm-link { border: 0; padding: 4px; background: none; color: var(--tk-accent, #1d4ed8); text-decoration: underline; cursor: pointer; }
`;
