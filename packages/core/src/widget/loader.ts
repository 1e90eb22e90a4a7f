/**
 * The one script tag partners paste: `<script async src="…/widgets/loader.js"></script>`.
 * A classic script (not a module), so that it runs wherever it is pasted and before anything
 * else; everything it does is in ./embed.ts.
 */
import { installTreadkit } from "./embed";

installTreadkit(window, document.currentScript as HTMLScriptElement | null);
