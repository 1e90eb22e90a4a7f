import { useStore } from "@nanostores/react";
import { installedSetLabel } from "@treadkit/core/catalog";
import { slotKey } from "@treadkit/core/schedule";
import { dayLabel, type InstallerShop, offerQuotes, slotLabel } from "@treadkit/core/widget";
import { type ChangeEvent, type FormEvent, useId } from "react";

/**
 * The shop's install days and slots (a lazily loaded chunk): a day list, the day's slots as
 * radio buttons (full ones disabled), and adding the chosen tire to the cart with that slot.
 */
export default function SchedulePicker({ shop }: { shop: InstallerShop }) {
  const id = useId();
  const state = useStore(shop.$shop);
  const schedule = useStore(shop.$schedule);
  const day = useStore(shop.$day);
  const slot = useStore(shop.$slot);
  const slotError = useStore(shop.$slotError);
  const chosen = useStore(shop.$chosen);
  const quotes = useStore(offerQuotes(shop));
  const quantity = useStore(shop.$quantity);
  const adding = useStore(shop.$adding);
  const addError = useStore(shop.$addError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void shop.addToCart();
  };

  const slotErrorId = `${id}-slot-error`;
  const addErrorId = `${id}-add-error`;
  const days = schedule.status === "done" ? schedule.days : [];
  const set = chosen && quotes.status === "done" ? quotes.sets[chosen.productId] : undefined;
  const today = days.find((d) => d.date === day);

  return (
    <form className="tk-form tk-schedule" onSubmit={submit} noValidate>
      {chosen ? (
        <p className="tk-schedule__tire">
          {quantity} × {chosen.brand.label} {chosen.productLine.name} {chosen.size}
          {set ? `: ${installedSetLabel(set).headline}` : ""}
          {state.status === "ready" ? ` at ${state.config.name}` : ""}
        </p>
      ) : null}
      {schedule.status === "error" ? (
        <p className="tk-field-error" role="alert">
          {schedule.message}{" "}
          <button type="button" className="tk-button tk-button--quiet" onClick={shop.loadSchedule}>
            Try again
          </button>
        </p>
      ) : null}
      {schedule.status === "done" && days.length === 0 ? (
        <p className="tk-notice">No install times are free in the next 30 days.</p>
      ) : null}
      {days.length > 0 ? (
        <>
          <label htmlFor={`${id}-day`}>Install day</label>
          <select
            id={`${id}-day`}
            value={day ?? ""}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              shop.selectDay(event.currentTarget.value)
            }
          >
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
          <fieldset
            className="tk-slots"
            aria-invalid={slotError ? "true" : undefined}
            aria-describedby={slotError ? slotErrorId : undefined}
          >
            <legend>Install time{today ? ` on ${dayLabel(today)}` : ""}</legend>
            {today?.slots.map((s) => {
              const key = slotKey(s);
              return (
                <label key={key} className="tk-slot">
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={key}
                    checked={slot !== null && slotKey(slot) === key}
                    disabled={!s.isSlotAvailable}
                    onChange={() => shop.selectSlot(s)}
                  />
                  {slotLabel(s)}
                  {s.isSlotAvailable ? "" : " (full)"}
                </label>
              );
            })}
          </fieldset>
          {slotError ? (
            <p className="tk-field-error" id={slotErrorId} role="alert">
              {slotError}
            </p>
          ) : null}
        </>
      ) : null}
      {addError ? (
        <p className="tk-field-error" id={addErrorId} role="alert">
          {addError}
        </p>
      ) : null}
      <div className="tk-form__row">
        <button type="button" className="tk-button tk-button--quiet" onClick={shop.back}>
          Back to tires
        </button>
        {/* Not disabled while adding: a disabled button drops keyboard focus. */}
        <button
          type="submit"
          aria-describedby={addError ? addErrorId : undefined}
          aria-disabled={adding ? "true" : undefined}
        >
          {adding ? "Adding…" : "Add to cart"}
        </button>
      </div>
    </form>
  );
}
