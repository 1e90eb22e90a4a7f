import { lazy, Suspense, useEffect, useState } from "react";

const EmailContactModal = lazy(() => import("./EmailContactModal"));

/**
 * The footer's "E-mail us" button and its modal (storefront.md §2). Sending needs the page's
 * code, so the button appears once the page is live; the modal's code loads on first open.
 */
export function FooterEmail() {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return null;
  return (
    <>
      <button type="button" className="link-button footer-email" onClick={() => setOpen(true)}>
        E-mail us
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EmailContactModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
