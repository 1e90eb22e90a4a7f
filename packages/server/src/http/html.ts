/** Text made safe to put in HTML, in an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The page a plain form post gets when it is refused: what was not done, why, and a way back.
 * Never indexed.
 */
export function formRefusalPage(page: {
  title: string;
  heading: string;
  message: string;
  back: { href: string; label: string };
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head><body><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.message)}</p><p><a href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a></p></main></body></html>`;
}
