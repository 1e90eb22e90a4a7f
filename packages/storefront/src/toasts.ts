import { atom } from "nanostores";

/** A global message shown as a toast (storefront.md §2). */
export type Toast = { id: number; message: string };

export const $toasts = atom<Toast[]>([]);

/** Toasts leave on their own after this long, or at once by their close button. */
export const TOAST_MS = 6000;

const NEXT_PAGE_KEY = "nextPageToast";
let lastId = 0;

function showToast(message: string): void {
  lastId += 1;
  $toasts.set([
    ...$toasts.get().filter((toast) => toast.message !== message),
    { id: lastId, message },
  ]);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** A message for the page the shopper goes to next, shown once it has loaded. */
export function toastOnNextPage(message: string): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_KEY, message);
  } catch {
    // Storage blocked: the message is shown here instead.
    showToast(message);
  }
}

/** Shows the message left for this page, once. */
export function showNextPageToast(): void {
  try {
    const message = window.sessionStorage.getItem(NEXT_PAGE_KEY);
    if (!message) return;
    window.sessionStorage.removeItem(NEXT_PAGE_KEY);
    showToast(message);
  } catch {
    // Storage blocked: nothing was left.
  }
}
