/**
 * A call that failed, in the shopper's words; with Retry when asking again may work (offline, a
 * timeout, a server error), not when the store refused.
 */
export function Failed({ message, retry }: { message: string; retry?: (() => void) | undefined }) {
  if (!retry) {
    return (
      <p className="tk-field-error" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className="tk-part-failed" role="alert">
      <p>{message}</p>
      <button type="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
