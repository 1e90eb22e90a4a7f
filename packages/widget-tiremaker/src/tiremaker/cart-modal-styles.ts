/**
 * The cart modal's styles, in its own chunk with it (CartSummaryModal.tsx): adopted into the
 * widget's shadow root the first time the modal opens, so the brand page's first load does not
 * carry them. The rules the modal shares with the widget (type, focus, buttons) are in styles.ts.
 */
export const cartModalCss = `
.tk-tm-dialog { box-sizing: border-box; width: min(560px, calc(100vw - 24px)); max-height: calc(100vh - 48px);
  padding: 20px; border: 0; border-radius: 12px; color: var(--tk-ink, #101828); background: var(--tk-surface, #ffffff);
  font: 15px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); letter-spacing: normal;
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3); overscroll-behavior: contain; }
.tk-tm-dialog::backdrop { background: rgba(20, 24, 28, 0.55); }
.tk-tm-dialog h2 { margin: 0; font-size: 20px; }
.tk-tm-dialog__head { display: flex; justify-content: space-between; align-items: center; gap: 12px; margin-bottom: 12px; }
.tk-tm-close { width: 40px; height: 40px; border: 0; border-radius: 999px; background: var(--tk-soft, #e8eef8);
  color: inherit; font-size: 22px; line-height: 1; cursor: pointer; }
.tk-tm-dialog .tk-tm-live { margin-bottom: 12px; }
.tk-tm-cart-lines { list-style: none; margin: 0 0 12px; padding: 0; display: grid; gap: 12px; }
.tk-tm-cart-line { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; padding-bottom: 12px;
  border-bottom: 1px solid var(--tk-line, #d5dbe3); }
.tk-tm-cart-line__actions { display: flex; align-items: center; gap: 8px; }
.tk-tm-dialog select { min-height: 36px; padding: 4px 6px; border: 1px solid var(--tk-control, #7a8699); border-radius: 6px;
  background: var(--tk-surface, #ffffff); color: inherit; font-size: 16px; }
.tk-tm-totals { margin: 12px 0; display: grid; gap: 4px; }
.tk-tm-totals div { display: flex; justify-content: space-between; gap: 12px; }
.tk-tm-totals dt, .tk-tm-totals dd { margin: 0; }
.tk-tm-totals__total { font-weight: 700; font-size: 17px; border-top: 1px solid var(--tk-line, #d5dbe3); padding-top: 6px; }
.tk-tm-checkout { display: block; width: 100%; }
.tk-tm-empty { display: grid; gap: 8px; justify-items: start; }
.tk-tm-empty p { margin: 0; }

@media (max-width: 599px) {
  .tk-tm-dialog { width: 100vw; max-width: 100vw; max-height: 100vh; height: 100vh; margin: 0; border-radius: 0; }
}
`;
