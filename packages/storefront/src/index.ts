export { DEFAULT_DESCRIPTION } from "./meta";
export { type RenderInput, type RenderResult, renderPage } from "./server";
