/**
 * The size finder's styles, in the chunk that brings SizeFinder.tsx: adopted into the widget's
 * shadow root before the part is first drawn (usePartStyles), so the brand page's first load does
 * not carry them. The rules they share with the rest of the widget (type, buttons, selects) are in
 * styles.ts.
 */
export const finderCss = `
.tk-tm-finder { display: grid; gap: 8px; }
.tk-tm-finder .tk-vehicle { display: grid; gap: 8px; }
.tk-tm-finder .tk-vehicle__pickers { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; }
.tk-tm-finder .tk-picker label { display: block; margin-bottom: 4px; font-weight: 700; }
.tk-tm-finder .tk-picker select { width: 100%; }
.tk-tm-finder .tk-hint { margin: 0; color: var(--tk-muted, #475467); font-size: 13px; }
.tk-tm-finder .tk-vehicle button[type="submit"] { min-height: 40px; padding: 9px 16px; border: 0; border-radius: 6px;
  font-weight: 700; background: var(--tk-accent, #1d4ed8); color: var(--tk-on-brand, #ffffff); cursor: pointer; }
`;
