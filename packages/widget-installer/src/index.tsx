import "@treadkit/core/browser";
import { defineInstallerElement } from "./element";

// The bundle's own origin serves the API the widget talks to.
const origin = new URL(import.meta.url).origin;
defineInstallerElement(`${origin}/api`);
