import type { ReactNode } from "react";

/**
 * A button whose action runs once at a time: while it is pending the button stays focusable and
 * says so (aria-disabled), and presses are ignored.
 */
export function PendingButton(props: {
  pending: boolean;
  className?: string;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.className ?? "button"}
      aria-disabled={props.pending ? "true" : undefined}
      onClick={() => {
        if (!props.pending) props.onPress();
      }}
    >
      {props.children}
    </button>
  );
}
