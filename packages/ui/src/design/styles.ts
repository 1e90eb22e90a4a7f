/**
 * The design system's component styles: buttons, badges, chips (the search pills), cards, tabs,
 * dialogs and sheets, toasts, rating stars, prices, skeletons and empty states. They read the
 * tokens' custom properties (tokens.ts); the storefront puts them in its page style after the
 * tokens.
 */
export const componentsCss = `/* Buttons: the buying action (Add to cart, Continue, Place order), then secondary and quiet. */
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--tk-space-2);
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid transparent;
  border-radius: var(--tk-radius-sm);
  background: var(--tk-action);
  color: var(--tk-on-action);
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color var(--tk-duration-fast) var(--tk-ease),
    box-shadow var(--tk-duration-fast) var(--tk-ease);
}
.button:hover {
  background: var(--tk-action-strong);
  color: var(--tk-on-action);
}
.button:disabled {
  opacity: 0.6;
  cursor: default;
}
.button--secondary {
  background: var(--tk-accent);
  color: var(--tk-on-brand);
}
.button--secondary:hover {
  background: var(--tk-accent-strong);
}

.badge {
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 2px 8px;
  border-radius: var(--tk-radius-sm);
  background: var(--tk-soft);
  color: var(--tk-ink);
  font-size: var(--tk-text-xs);
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
}
.badge--deal {
  background: var(--tk-deal-soft);
  color: var(--tk-deal);
}
.badge--fits {
  background: var(--tk-success-soft);
  color: var(--tk-success);
}
.badge--info {
  background: var(--tk-accent-soft);
  color: var(--tk-accent-strong);
}

.toaster {
  position: fixed;
  z-index: 20;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
}
.toaster__list {
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.toast {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-radius: var(--tk-radius-sm);
  background: var(--tk-brand);
  color: var(--tk-on-brand);
  box-shadow: var(--tk-shadow-3);
}
.toast__close {
  border: 0;
  background: none;
  color: var(--tk-on-brand);
  font-size: 18px;
  cursor: pointer;
}

.dialog {
  border: 0;
  border-radius: var(--tk-radius-lg);
  padding: var(--tk-space-4) var(--tk-space-5) var(--tk-space-5);
  width: min(480px, calc(100vw - 24px));
  max-height: calc(100vh - 48px);
  color: var(--tk-ink);
  box-shadow: var(--tk-shadow-3);
}
.dialog--wide {
  width: min(720px, calc(100vw - 24px));
}
.dialog::backdrop {
  background: rgb(16 24 40 / 55%);
}
.dialog__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
}
.dialog__head h2 {
  margin: 0;
  font-size: 1.25rem;
}
.dialog__close {
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  cursor: pointer;
  color: var(--tk-ink);
}

.pill {
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 6px 16px;
  border: 1px solid var(--tk-line);
  border-radius: var(--tk-radius-pill);
  background: var(--tk-surface);
  color: var(--tk-ink);
  font: inherit;
  font-size: 15px;
  text-decoration: none;
  cursor: pointer;
}
.pill:hover {
  border-color: var(--tk-accent);
  color: var(--tk-accent);
}
.pill[aria-pressed="true"] {
  border-color: var(--tk-accent);
  background: var(--tk-accent);
  color: var(--tk-on-brand);
}

.button--quiet,
.button--quiet:hover {
  background: var(--tk-surface);
  color: var(--tk-accent);
  border-color: var(--tk-accent);
}
.button--quiet:hover {
  background: var(--tk-soft);
}

/* Tabs */
/* More tabs than the width holds scroll sideways inside the list; the page never widens. */
.tabs__list {
  display: flex;
  gap: var(--tk-space-1);
  border-bottom: 1px solid var(--tk-line);
  overflow-x: auto;
  scrollbar-width: thin;
}
.tabs__tab {
  flex: none;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 18px;
  text-decoration: none;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: var(--tk-muted);
  font-weight: 700;
  cursor: pointer;
}
.tabs__tab[aria-selected="true"] {
  border-bottom-color: var(--tk-action);
  color: var(--tk-ink);
}
.tabs__panel {
  padding-top: var(--tk-space-4);
}

/* Cards */
.card {
  background: var(--tk-surface);
  border: 1px solid var(--tk-line);
  border-radius: var(--tk-radius-md);
  padding: var(--tk-space-5);
  box-shadow: var(--tk-shadow-1);
}

/* Rating stars: five drawn stars filled to the rating, then the rating in words. */
.stars {
  display: inline-flex;
  align-items: center;
  gap: var(--tk-space-2);
  font-size: var(--tk-text-sm);
}
.stars__track {
  display: inline-block;
  flex: none;
  fill: var(--tk-line);
}
.stars__fill {
  overflow: hidden;
  fill: var(--tk-star);
}

/* Price: each, the buyer's label, the list price struck through, the set and its saving. */
.price-block {
  margin: 0;
}
.price-block .price {
  display: block;
  font-size: var(--tk-text-2xl);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
}
.price-block .per {
  margin-right: 6px;
  color: var(--tk-muted);
  font-size: var(--tk-text-sm);
}
.price-block .list-price {
  color: var(--tk-muted);
  font-size: var(--tk-text-sm);
}
.price-block__set {
  display: block;
  color: var(--tk-muted);
  font-size: var(--tk-text-sm);
}
.price-block__set strong {
  color: var(--tk-ink);
}

/* Badges: a deal, what a tire fits or is built as. */
.badges {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: var(--tk-space-2) 0 0;
  padding: 0;
  list-style: none;
}

/* Skeletons while data is awaited; still for those who ask for less motion. */
.skeleton {
  display: grid;
  gap: var(--tk-space-2);
}
.skeleton__line {
  display: block;
  height: 14px;
  border-radius: var(--tk-radius-sm);
  background: linear-gradient(90deg, var(--tk-skeleton) 0%, var(--tk-canvas) 50%, var(--tk-skeleton) 100%) 0 0 / 200% 100%;
  animation: skeleton-sweep 1.4s linear infinite;
}
.skeleton__line:first-child {
  width: 60%;
  height: 20px;
}
.skeleton__line:last-child {
  width: 40%;
}
@keyframes skeleton-sweep {
  to {
    background-position: -200% 0;
  }
}
@media (prefers-reduced-motion: reduce) {
  .skeleton__line {
    animation: none;
  }
}

/* Empty states: what happened and the next step. */
.empty-state {
  display: grid;
  justify-items: center;
  gap: var(--tk-space-2);
  padding: var(--tk-space-7) var(--tk-space-5);
  border: 1px dashed var(--tk-line);
  border-radius: var(--tk-radius-md);
  background: var(--tk-surface);
  text-align: center;
}
.empty-state__title {
  margin: 0;
  font-size: var(--tk-text-xl);
  font-weight: 700;
}
.empty-state__text {
  color: var(--tk-muted);
}

/* On phones a dialog is a sheet: it rises from the foot of the screen, within thumb's reach. */
@media (max-width: 599px) {
  .dialog {
    margin: auto auto 0;
    width: 100%;
    max-width: none;
    max-height: calc(100vh - 32px);
    border-radius: var(--tk-radius-lg) var(--tk-radius-lg) 0 0;
  }
}
`;
