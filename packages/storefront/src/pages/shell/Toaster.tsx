import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { $toasts, dismissToast, showNextPageToast, TOAST_MS, type Toast } from "../../toasts";

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className="toast">
      <span>{toast.message}</span>
      <button
        type="button"
        className="toast__close"
        onClick={() => dismissToast(toast.id)}
        aria-label="Dismiss message"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Global messages as toasts, announced politely; a message left for the next page shows once
 * that page has loaded.
 */
export function Toaster() {
  const toasts = useStore($toasts);
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    showNextPageToast();
  }, [pathname]);
  return (
    // A live region rather than a status role: a page's own status messages stay the page's.
    <div className="toaster" aria-live="polite">
      <ul className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
