import type { SiteCart } from "@treadkit/core/cart";
import { getInstallerSchedule } from "@treadkit/core/delivery";
import {
  type CartAppointment,
  dayLabel,
  INSTALL_TIME_UNAVAILABLE,
  type ScheduleDay,
  type Slot,
  slotKey,
  slotLabel,
} from "@treadkit/core/schedule";
import { TIME_SLOT_REQUIRED_MESSAGE } from "@treadkit/core/validation";
import { Skeleton } from "@treadkit/ui/design";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useClient } from "../../context";
import { deliveryFor, failureMessage } from "./delivery";

type Schedule =
  | { status: "loading" }
  | { status: "done"; days: ScheduleDay[] }
  | { status: "error"; message: string };

/** What the shopper can do when the install time is gone (checkout.md §8). */
export type UnavailableChoice = "change-time" | "browse-shops" | "no-install";

/**
 * "Install time no longer available", with its three ways on: another time at the same shop,
 * another shop, or no installation (the tires shipped instead).
 */
export function InstallTimeUnavailable({
  onChoose,
}: {
  onChoose(choice: UnavailableChoice): void;
}) {
  return (
    <div className="checkout-notice" role="alert">
      <p>
        <strong>{INSTALL_TIME_UNAVAILABLE}</strong>
      </p>
      <div className="installer-choices__actions">
        <button type="button" className="button" onClick={() => onChoose("change-time")}>
          Change time
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onChoose("browse-shops")}
        >
          Browse shops
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onChoose("no-install")}
        >
          No install needed
        </button>
      </div>
    </div>
  );
}

/**
 * The shop's next 30 days: a day, then one of its free slots (drop-off windows, Morning,
 * Afternoon, Evening; full ones disabled). What saving does is the caller's: `onSubmit` throws
 * with the message to show, and a slot taken meanwhile reloads the days.
 */
export function InstallSlotPicker({
  installerId,
  cartId,
  initialDay,
  initialSlot,
  submitLabel,
  onSubmit,
  onCancel,
  onUnavailable,
}: {
  installerId: string;
  cartId?: string;
  initialDay?: string | null;
  /** The time the cart holds, shown chosen while it is still free. */
  initialSlot?: { date: string; slotTime: string; isDropOff: boolean } | null;
  submitLabel: string;
  onSubmit(slot: Slot): Promise<void>;
  onCancel(): void;
  onUnavailable(): void;
}) {
  const client = useClient();
  const id = useId();
  const [schedule, setSchedule] = useState<Schedule>({ status: "loading" });
  const [day, setDay] = useState<string | null>(initialSlot?.date ?? initialDay ?? null);
  const [slot, setSlot] = useState<Slot | null>(null);
  // The held time as the picker opened; read when the days load.
  const heldSlot = useRef(initialSlot ?? null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      getInstallerSchedule(client, installerId, cartId).then((result) => {
        if (signal?.aborted) return;
        if (!result.isSuccess) {
          setSchedule({ status: "error", message: result.error.message });
          return;
        }
        const days = result.data.siteInstallerSchedule.scheduleDays.filter((d) =>
          d.slots.some((s) => s.isSlotAvailable),
        );
        setSchedule({ status: "done", days });
        setDay((current) =>
          current && days.some((d) => d.date === current) ? current : (days[0]?.date ?? null),
        );
        const chosen = heldSlot.current;
        const held = chosen
          ? days
              .find((d) => d.date === chosen.date)
              ?.slots.find(
                (s) =>
                  s.isSlotAvailable &&
                  s.slotTime === chosen.slotTime &&
                  s.isDropOff === chosen.isDropOff,
              )
          : undefined;
        if (held) setSlot((current) => current ?? held);
      }),
    [client, installerId, cartId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setError(TIME_SLOT_REQUIRED_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit(slot);
    } catch (failure) {
      const message = failureMessage(failure);
      if (message === INSTALL_TIME_UNAVAILABLE) {
        setSlot(null);
        onUnavailable();
        void load();
      } else setError(message);
    } finally {
      setSaving(false);
    }
  };

  if (schedule.status === "loading") return <Skeleton lines={4} label="Loading install times…" />;
  if (schedule.status === "error") {
    return (
      <p className="form-error" role="alert">
        {schedule.message}
      </p>
    );
  }
  if (schedule.days.length === 0) {
    return (
      <p className="checkout-notice" role="status">
        Install unavailable: this shop has no free install times in the next 30 days.
      </p>
    );
  }
  const today = schedule.days.find((d) => d.date === day);
  const errorId = `${id}-error`;
  return (
    <form className="install-time" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-day`}>Install day</label>
        <select
          id={`${id}-day`}
          value={day ?? ""}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setSlot(null);
          }}
        >
          {schedule.days.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="pickup-choices" aria-describedby={error ? errorId : undefined}>
        <legend>Install time{today ? ` on ${dayLabel(today)}` : ""}</legend>
        {today?.slots.map((s) => {
          const key = slotKey(s);
          return (
            <label key={key} className="pickup-choice">
              <input
                type="radio"
                name={`${id}-slot`}
                value={key}
                checked={slot !== null && slotKey(slot) === key}
                disabled={!s.isSlotAvailable}
                onChange={() => setSlot(s)}
              />
              <span>
                {slotLabel(s)}
                {s.isSlotAvailable ? "" : " (full)"}
              </span>
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="installer-choices__actions">
        <button type="submit" className="button" disabled={saving}>
          {submitLabel}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The checkout's install-time change: saving moves the cart's appointment to the chosen slot. */
export function InstallTimePicker({
  cart,
  installerId,
  appointment,
  onSaved,
  onCancel,
  onUnavailable,
}: {
  cart: SiteCart;
  installerId: string;
  appointment: CartAppointment | null;
  onSaved(): Promise<void>;
  onCancel(): void;
  onUnavailable(): void;
}) {
  const client = useClient();
  return (
    <InstallSlotPicker
      installerId={installerId}
      cartId={cart.id}
      initialDay={appointment?.date ?? null}
      initialSlot={appointment}
      submitLabel="Save install time"
      onSubmit={async (slot) => {
        await deliveryFor(client, cart, appointment).book(installerId, slot);
        await onSaved();
      }}
      onCancel={onCancel}
      onUnavailable={onUnavailable}
    />
  );
}
