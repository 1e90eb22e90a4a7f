export { type RenderInput, type RenderResult, renderPage } from "./server";
