/**
 * Styles of the tire search and offers (affiliate widget), same rules as styles.ts: px sizes, no
 * rem of a host page, theming by CSS variables with fallbacks.
 */
export const affiliateCss = `
.tk-affiliate { display: grid; gap: 12px; max-width: 640px; color: var(--tk-ink, #101828); letter-spacing: normal;
  font: 14px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }
.tk-affiliate :focus-visible { outline: 3px solid var(--tk-focus, #1d4ed8); outline-offset: 2px; }
.tk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.tk-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--tk-line, #d5dbe3); }
.tk-tabs [role="tab"] { font: inherit; font-weight: 600; padding: 8px 14px; margin-bottom: -1px;
  border: 1px solid transparent; border-radius: 6px 6px 0 0; background: none; cursor: pointer;
  color: var(--tk-muted, #475467); }
.tk-tabs [role="tab"][aria-selected="true"] { color: var(--tk-ink, #101828);
  background: var(--tk-surface, #ffffff); border-color: var(--tk-line, #d5dbe3);
  border-bottom-color: var(--tk-surface, #ffffff); }
.tk-tabpanel { padding-top: 12px; }
.tk-tabpanel[hidden] { display: none; }

.tk-form { display: grid; gap: 6px; }
.tk-form label { display: block; font-weight: 600; }
.tk-form__row { display: flex; flex-wrap: wrap; gap: 8px; }
.tk-form input, .tk-form select { font: inherit; font-size: 16px; padding: 8px 10px; min-height: 40px;
  box-sizing: border-box; border: 1px solid var(--tk-control, #7a8699); border-radius: 6px;
  background: var(--tk-surface, #ffffff); color: inherit; }
.tk-form input { width: 180px; }
.tk-form button { font: inherit; font-weight: 700; padding: 8px 14px; min-height: 40px; border: 0;
  border-radius: 6px; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff);
  cursor: pointer; }
.tk-form button[disabled] { opacity: 0.55; cursor: not-allowed; }
.tk-form select[disabled] { opacity: 0.6; }
.tk-hint { margin: 0; color: var(--tk-muted, #475467); font-size: 13px; }
.tk-vehicle__pickers { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 8px; margin-bottom: 4px; }
.tk-picker select { width: 100%; }
.tk-field-error { margin: 0; color: var(--tk-danger, #b42318); font-weight: 600; }
.tk-affiliate__status { margin: 0; color: var(--tk-muted, #475467); }
.tk-affiliate__status:empty { display: none; }

.tk-offers { display: grid; gap: 10px; }
.tk-offers h3 { margin: 0; font-size: 17px; line-height: 1.3; }
.tk-offers__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
.tk-offer { display: grid; gap: 4px; align-content: start; padding: 12px 14px;
  border: 1px solid var(--tk-line, #d5dbe3); border-radius: var(--tk-radius, 10px);
  background: var(--tk-surface, #ffffff); }
.tk-offer h4 { margin: 0; font-size: 15px; line-height: 1.3; }
.tk-offer__brand { display: block; font-size: 12px; font-weight: 600; text-transform: uppercase;
  letter-spacing: 0.04em; color: var(--tk-muted, #475467); }
.tk-offer__meta { margin: 0; color: var(--tk-muted, #475467); font-size: 13px; }
.tk-offer__price { margin: 0; font-size: 18px; font-weight: 700; }
.tk-offer__unit { font-size: 13px; font-weight: 400; color: var(--tk-muted, #475467); }
.tk-offer__was { font-size: 13px; font-weight: 400; color: var(--tk-muted, #475467); }
.tk-link { color: var(--tk-accent, #1d4ed8); font-weight: 700; text-decoration: underline;
  text-underline-offset: 2px; }
.tk-form .tk-link-button { font: inherit; font-weight: 700; min-height: 0; padding: 0; border: 0; background: none;
  color: var(--tk-accent, #1d4ed8); text-decoration: underline; text-underline-offset: 2px; cursor: pointer; }
.tk-form .tk-scanned { margin: 0; font-weight: 600; }
.tk-offers__all { justify-self: start; }
`;
