/**
 * Styles of the offer cards' pictures, rating stars and fitment verdicts, the offers' sort and
 * season choices and "Show more": the offers' parts adopt them (usePartStyles), so they stay out
 * of a widget's first load. Same rules as styles.ts: px sizes, theming by CSS variables with
 * fallbacks.
 */
export const offerCss = `
.tk-offer__picture { display: block; width: 96px; height: 96px; object-fit: contain; }
.tk-offer__rating { margin: 0; }
.stars { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; }
.stars__track { display: inline-block; flex: none; fill: var(--tk-line, #d5dbe3); }
.stars__fill { overflow: hidden; fill: var(--tk-star, #c4720a); }
.stars__text { color: var(--tk-muted, #475467); }
.tk-offers__choices { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
.tk-offers__choices select { width: auto; }
.tk-offers__more { justify-self: start; font: inherit; font-weight: 700; padding: 8px 14px; min-height: 40px;
  border-radius: 6px; border: 1px solid var(--tk-control, #7a8699); background: var(--tk-surface, #ffffff);
  color: var(--tk-accent, #1d4ed8); cursor: pointer; }
.tk-offers__more[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.tk-offers__list[aria-busy="true"] { opacity: 0.6; }
.tk-fit { font-size: 13px; }
.tk-fit__headline { margin: 0; font-weight: 600; color: var(--tk-success, #067647); }
.tk-fit--caution .tk-fit__headline { color: var(--tk-warning, #93370d); }
.tk-fit--refused .tk-fit__headline { color: var(--tk-danger, #b42318); }
.tk-fit__notes { margin: 2px 0 0; padding-left: 18px; color: var(--tk-muted, #475467); }
`;
