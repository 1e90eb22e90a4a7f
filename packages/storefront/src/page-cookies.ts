/** A loader's cookies: the page request's during a server render, the document's in the browser. */
export function pageCookies(request: Request): string {
  return request.headers.get("cookie") ?? (typeof document === "undefined" ? "" : document.cookie);
}
