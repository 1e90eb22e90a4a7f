/**
 * The sizes' styles, in the chunk that brings SizeChoices.tsx: adopted into the widget's shadow
 * root before the part is first drawn (usePartStyles), so the brand page's first load does not
 * carry them. The rules they share with the rest of the widget (type, buttons, selects) are in
 * styles.ts.
 */
export const sizesCss = `
.tk-tm-sizes { display: grid; gap: 12px; margin-top: 12px; }
.tk-tm-sizes fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.tk-tm-sizes legend { padding: 0; margin-bottom: 8px; font-weight: 700; font-size: 16px; }
.tk-tm-size-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px; }
.tk-tm-size { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; align-items: center; padding: 8px 10px;
  border: 1px solid var(--tk-line, #d5dbe3); border-radius: var(--tk-radius, 10px); cursor: pointer;
  background: var(--tk-surface, #ffffff); }
.tk-tm-size:has(input:checked) { border-color: var(--tk-accent, #1d4ed8); box-shadow: 0 0 0 1px var(--tk-accent, #1d4ed8); }
.tk-tm-size input { margin: 0; width: 18px; height: 18px; accent-color: var(--tk-accent, #1d4ed8); }
.tk-tm-size__label { font-weight: 700; }
.tk-tm-size__service { font-weight: 400; color: var(--tk-muted, #475467); }
.tk-tm-size__price { grid-column: 2; font-size: 14px; }
.tk-tm-fit { grid-column: 2; font-size: 13px; font-weight: 600; color: var(--tk-success, #067647); }
.tk-tm-fit--caution { color: var(--tk-warning, #93370d); }
.tk-tm-fit--refused { color: var(--tk-danger, #b42318); }
.tk-tm-rim { border-top: 1px solid var(--tk-line, #d5dbe3); padding: 4px 0; }
.tk-tm-rim summary { min-height: 40px; display: flex; align-items: center; gap: 6px; cursor: pointer; font-weight: 700; }
.tk-tm-rim[open] summary { margin-bottom: 8px; }
`;
