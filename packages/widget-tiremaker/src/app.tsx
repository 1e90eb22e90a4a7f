import "@treadkit/core/browser";
import { defineTireMakerElement } from "./element";

// The bundle's own origin serves the API and the storefront the widget hands off to.
const origin = new URL(import.meta.url).origin;
defineTireMakerElement(origin);
