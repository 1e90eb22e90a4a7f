export { DEFAULT_DESCRIPTION } from "./meta";
export { preloadPages, type RenderInput, type RenderResult, renderPage } from "./server";
