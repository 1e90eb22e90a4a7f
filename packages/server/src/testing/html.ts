/** The text of server-rendered HTML, with the entities React escapes turned back. */
export function htmlText(html: string): string;
export function htmlText(html: string | undefined): string | undefined;
export function htmlText(html: string | undefined): string | undefined {
  return html
    ?.replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}
