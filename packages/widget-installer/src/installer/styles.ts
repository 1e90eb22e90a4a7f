/**
 * Styles of the installer widget's steps, on top of the search and offer styles: px sizes, no
 * rem of a host page, theming by CSS variables with fallbacks.
 */
export const installerShopCss = `
.tk-shop { max-width: 720px; }
.tk-shop__header { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.tk-shop__header > div { flex: 1 1 200px; }
.tk-shop__logo { width: 48px; height: 48px; object-fit: contain; border-radius: 6px; }
.tk-shop__name { margin: 0; font-size: 20px; line-height: 1.25; }
.tk-shop__step { display: grid; gap: 12px; }
.tk-shop__heading { margin: 0; font-size: 18px; line-height: 1.3; }
.tk-shop__heading:focus { outline: none; }
.tk-shop__heading:focus-visible { outline: 3px solid var(--tk-focus, #1d4ed8); outline-offset: 2px; }
.tk-shop__quantity select { width: 96px; }
.tk-offers__title { margin: 0; font-size: 16px; }
.tk-button { font: inherit; font-weight: 700; padding: 8px 14px; min-height: 40px; border: 0;
  border-radius: 6px; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff);
  cursor: pointer; justify-self: start; }
.tk-button--quiet { background: none; color: var(--tk-accent, #1d4ed8);
  border: 1px solid var(--tk-control, #7a8699); }
.tk-shop .tk-form button[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.tk-schedule__tire { margin: 0; font-weight: 600; }
.tk-slots { display: grid; gap: 6px; margin: 0; padding: 10px 12px; border: 1px solid var(--tk-line, #d5dbe3);
  border-radius: var(--tk-radius, 10px); }
.tk-slots legend { font-weight: 600; padding: 0 4px; }
.tk-slot { display: flex; align-items: center; gap: 8px; font-weight: 400; }
.tk-slot input { width: 18px; height: 18px; min-height: 0; margin: 0; }
.tk-slot:has(input:disabled) { color: var(--tk-muted, #475467); }
.tk-cart { display: grid; gap: 12px; }
.tk-cart__lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.tk-cart__line { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px;
  padding: 10px 12px; border: 1px solid var(--tk-line, #d5dbe3); border-radius: var(--tk-radius, 10px); }
.tk-cart__line > span:first-child { flex: 1 1 220px; }
.tk-cart__totals { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; margin: 0; max-width: 320px; }
.tk-cart__totals dt, .tk-cart__totals dd { margin: 0; }
.tk-cart__totals dd { text-align: right; }
.tk-cart__total { font-weight: 700; font-size: 16px; }
`;
