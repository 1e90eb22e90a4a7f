import "@treadkit/core/browser";
import { defineInstallerElement } from "./element";

// The bundle's own origin serves the API and the storefront that checkout continues on.
const origin = new URL(import.meta.url).origin;
defineInstallerElement(origin);
