/**
 * The nearby shops' styles, in the chunk that brings NearbyInstallers.tsx: adopted into the
 * widget's shadow root before the part is first drawn (usePartStyles), so the brand page's first
 * load does not carry them. The rules they share with the rest of the widget (type, buttons,
 * selects) are in styles.ts.
 */
export const installersCss = `
/* Shops near a ZIP come later still: a box of fixed height (placeholder rows while they load, a long
   list scrolls inside it), so the page under the widget stays put. */
.tk-tm-shops { height: 340px; overflow-y: auto; margin-top: 12px; }
.tk-tm-shops > .tk-notice { margin: 0 0 12px; }
.tk-tm-shop-placeholder { height: 120px; box-sizing: border-box; border-color: transparent;
  background: var(--tk-soft, #e8eef8); }
`;
