/**
 * Component styles as plain CSS text, so the storefront can put them in a <style> element and a
 * widget can adopt them into its shadow root. Sizes are in px, never rem of a host page.
 * Theming is by CSS variables with fallbacks; a widget host sets them on :host.
 */
export const uiCss = `
.tk-installers { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.tk-installer { border: 1px solid var(--tk-line, #d5dbe3); border-radius: var(--tk-radius, 10px);
  padding: 12px 14px; background: var(--tk-surface, #ffffff); color: var(--tk-ink, #101828);
  font: 14px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }
.tk-installer h3 { margin: 0 0 4px; font-size: 16px; line-height: 1.3; }
.tk-installer__meta { display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--tk-muted, #475467); }
.tk-installer__price { font-weight: 700; color: var(--tk-ink, #101828); }
.tk-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px;
  background: var(--tk-accent-soft, #e0e9ff); color: var(--tk-accent, #1d4ed8); }
.tk-notice { padding: 12px 14px; border-radius: var(--tk-radius, 10px); background: var(--tk-soft, #e8eef8);
  color: var(--tk-ink, #101828); font: 14px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }

.tk-finder { display: grid; gap: 12px; font: 14px/1.45 var(--tk-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); color: var(--tk-ink, #101828); }
.tk-zip-form label { display: block; font-weight: 600; margin-bottom: 4px; }
.tk-zip-form__row { display: flex; gap: 8px; }
.tk-zip-form input { font: inherit; font-size: 16px; padding: 8px 10px; width: 140px; border: 1px solid var(--tk-control, #7a8699); border-radius: 6px; }
.tk-zip-form button { font: inherit; font-weight: 700; padding: 8px 14px; border: 0; border-radius: 6px; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); cursor: pointer; }
.tk-zip-form button[disabled] { opacity: 0.6; cursor: progress; }
.tk-part-failed { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 8px 0; padding: 10px 12px;
  border-radius: 6px; background: var(--tk-danger-soft, #fee4e2); color: var(--tk-danger, #b42318); }
.tk-part-failed p { margin: 0; font-weight: 600; }
.tk-part-failed button { font: inherit; font-weight: 700; min-height: 40px; padding: 8px 14px; border-radius: 6px;
  border: 1px solid currentColor; background: var(--tk-surface, #ffffff); color: inherit; cursor: pointer; }
.tk-field-error { margin: 6px 0 0; color: var(--tk-danger, #b42318); font-weight: 600; }
`;
