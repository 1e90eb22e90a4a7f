import { atom, computed } from "nanostores";
import {
  INITIAL_PAYMENT_TYPE_STATE,
  isPaymentCancellation,
  type PaymentFailure,
  type PaymentTypeAction,
  type PaymentTypeState,
  paymentErrorMessage,
  paymentTypeReducer,
} from "./rules";
import type { OrderPaymentMethod, PaymentType } from "./schemas";

export type PaymentStore = ReturnType<typeof createPaymentStore>;

/**
 * The payment step's state: the selected payment type (paypal remembers the type before it) and
 * the message of the last failure, already in the shopper's words.
 */
export function createPaymentStore(options: { initial?: PaymentType | null } = {}) {
  const start = options.initial
    ? paymentTypeReducer(INITIAL_PAYMENT_TYPE_STATE, {
        type: "select",
        paymentType: options.initial,
      })
    : INITIAL_PAYMENT_TYPE_STATE;
  const $paymentTypeState = atom<PaymentTypeState>(start);
  const $paymentType = computed($paymentTypeState, (state) => state.selected);
  const $paymentError = atom<string | null>(null);

  const dispatch = (action: PaymentTypeAction) =>
    $paymentTypeState.set(paymentTypeReducer($paymentTypeState.get(), action));

  /** Choosing a type starts over: the previous failure's message goes. */
  function select(paymentType: PaymentType): void {
    dispatch({ type: "select", paymentType });
    $paymentError.set(null);
  }

  function leavePaypal(): void {
    dispatch({ type: "leavePaypal" });
  }

  /**
   * Records a failure as the message to show and returns it. `method` defaults to the selected
   * type. A cancellation while paypal is selected also returns to the type chosen before paypal.
   */
  function fail(failure: PaymentFailure | unknown, method?: OrderPaymentMethod): string {
    const selected = $paymentTypeState.get().selected;
    const message = paymentErrorMessage(failure, method ?? selected);
    $paymentError.set(message);
    if (selected === "paypal" && isPaymentCancellation(failure)) leavePaypal();
    return message;
  }

  function clearError(): void {
    $paymentError.set(null);
  }

  return { $paymentTypeState, $paymentType, $paymentError, select, leavePaypal, fail, clearError };
}
