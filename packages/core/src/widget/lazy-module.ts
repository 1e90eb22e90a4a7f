import type { Logger } from "../platform";

/** What a widget says when a part of it that is fetched on first need did not arrive. */
export const PART_FAILED_MESSAGE = "This step didn't load. Check your connection and try again.";

export type LazyModule<T> = {
  /**
   * The module, fetched once. One that does not arrive is one console warning and an Error with
   * the shopper's PART_FAILED_MESSAGE; the next call asks the server again.
   */
  get(): Promise<T>;
  /** Fetches it ahead of need; a failure here is left to the next `get()`, which reports it. */
  preload(): void;
};

/**
 * A part of a widget fetched as its own chunk when first needed, once: its logic (the cart stores,
 * the tire-maker's actions) or a component (ui's lazyPart). A chunk that did not arrive is
 * forgotten, so the next call asks the server again and works once it is back.
 */
export function lazyModule<T>(load: () => Promise<T>, logger: Logger): LazyModule<T> {
  let loading: Promise<T> | null = null;
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    get: () =>
      fetchOnce().catch((error: unknown) => {
        logger.warn(error instanceof Error ? error.message : String(error));
        throw new Error(PART_FAILED_MESSAGE);
      }),
    preload() {
      fetchOnce().catch(() => undefined);
    },
  };
}
