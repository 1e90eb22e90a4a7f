import { type ReactNode, useEffect, useId, useRef } from "react";

export type DialogProps = {
  open: boolean;
  title: string;
  /** Called when the dialog closes by Escape, its close button or `open` turning false. */
  onClose(): void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>, shown with showModal(): the top layer, the page behind inert,
 * focus kept inside and Escape closing it, all from the browser. Focus returns to where it was.
 */
export function Dialog({ open, title, onClose, closeLabel, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => onCloseRef.current();
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={`${id}-title`}
    >
      <div className="dialog__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="dialog__close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel ?? "Close"}</span>
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
