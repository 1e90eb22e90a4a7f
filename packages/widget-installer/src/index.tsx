import "@treadkit/core/browser";
import { defineInstallerElement } from "./element";

// The bundle's own origin serves the API the widget talks to.
const script = document.currentScript as HTMLScriptElement | null;
const origin = script?.src ? new URL(script.src).origin : window.location.origin;
defineInstallerElement(`${origin}/api`);
