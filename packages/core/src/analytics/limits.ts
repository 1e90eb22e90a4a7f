/** Events one batch from a browser may carry (the endpoint refuses more). */
export const ANALYTICS_BATCH_MAX = 20;
