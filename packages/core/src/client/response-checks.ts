/**
 * Whether API responses are checked against the zod schemas of the contract. Browser bundles are
 * built with `__TREADKIT_RESPONSE_CHECKS__` replaced by `false`: they talk only to the server
 * that validates the same schemas on the way out, and zod would be most of a partner's download.
 * Every call site writes `RESPONSE_CHECKS ? schema : undefined` in place, so that the bundler
 * drops the schema (and zod) along with the dead branch; a helper function would keep it.
 */
declare const __TREADKIT_RESPONSE_CHECKS__: boolean | undefined;

export const RESPONSE_CHECKS: boolean =
  typeof __TREADKIT_RESPONSE_CHECKS__ === "undefined" || __TREADKIT_RESPONSE_CHECKS__;
