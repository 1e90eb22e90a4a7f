import "@treadkit/core/browser";
import { defineAffiliateElement } from "./element";

// The bundle's own origin serves the API and the storefront the widget hands off to.
const script = document.currentScript as HTMLScriptElement | null;
const origin = script?.src ? new URL(script.src).origin : window.location.origin;
defineAffiliateElement(origin);
