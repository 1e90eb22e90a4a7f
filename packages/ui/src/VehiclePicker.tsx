import {
  getVehicleMakes,
  getVehicleModels,
  getVehicleTrims,
  getVehicleYears,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import { Failed } from "./Failed";
import { type RequestState, useRequest } from "./useRequest";

export type VehicleChoice = {
  /** "2019 Toyota Camry SE" */
  vehicle: string;
  /** The trim chosen: best match lists the tires that fit it first. */
  vehicleId: number;
  /** Original-equipment size, the front one on a staggered fitment. */
  size: string;
  /** Set only when the rear axle takes another size. */
  rearSize: string | null;
};

export type VehiclePickerProps = {
  client: Client;
  onSubmit(choice: VehicleChoice): void;
};

type Option = { value: string; label: string };

function options<T>(state: RequestState<T>, pick: (data: T) => Option[]): Option[] {
  return state.status === "done" ? pick(state.data) : [];
}

function Picker({
  label,
  placeholder,
  value,
  state,
  items,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  state: RequestState<unknown>;
  items: Option[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="tk-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        // Enabled while its list loads, so that Tab does not skip it; empty until a choice above.
        disabled={state.status === "idle"}
        aria-busy={state.status === "loading" ? "true" : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      >
        <option value="">{state.status === "loading" ? "Loading…" : placeholder}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Make → model → year → trim, each list loaded when the one before is chosen; the chosen trim's
 * original-equipment size is what the search uses.
 */
export function VehiclePicker({ client, onSubmit }: VehiclePickerProps) {
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [year, setYear] = useState("");
  const [trimId, setTrimId] = useState("");

  const makes = useRequest("makes", (signal) => getVehicleMakes(client, signal));
  const models = useRequest(make || null, (signal) => getVehicleModels(client, make, signal));
  const years = useRequest(model ? `${make}/${model}` : null, (signal) =>
    getVehicleYears(client, make, model, signal),
  );
  const trims = useRequest(year ? `${make}/${model}/${year}` : null, (signal) =>
    getVehicleTrims(client, make, model, Number(year), signal),
  );

  const makeOptions = options(makes, (data) => data.makes);
  const modelOptions = options(models, (data) => data.models);
  const yearOptions = options(years, (data) =>
    data.years.map((y) => ({ value: String(y), label: String(y) })),
  );
  const trimList = trims.status === "done" ? trims.data.trims : [];
  const trim = trimList.find((t) => String(t.vehicleId) === trimId);

  const failed = [makes, models, years, trims].find((s) => s.status === "error");
  const labelOf = (list: Option[], value: string) =>
    list.find((o) => o.value === value)?.label ?? value;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trim) return;
    onSubmit({
      vehicle: `${year} ${labelOf(makeOptions, make)} ${labelOf(modelOptions, model)} ${trim.trim}`,
      vehicleId: trim.vehicleId,
      size: trim.frontSize,
      rearSize: trim.isStaggered ? trim.rearSize : null,
    });
  };

  let fitment: ReactNode = null;
  if (trim) {
    fitment = trim.isStaggered ? (
      <p className="tk-hint">
        Front {trim.frontSize}, rear {trim.rearSize}: the offers are for the front axle.
      </p>
    ) : (
      <p className="tk-hint">Original tire size {trim.frontSize}</p>
    );
  }

  return (
    <form className="tk-form tk-vehicle" onSubmit={submit} noValidate>
      <div className="tk-vehicle__pickers">
        <Picker
          label="Make"
          placeholder="Choose a make"
          value={make}
          state={makes}
          items={makeOptions}
          onChange={(value) => {
            setMake(value);
            setModel("");
            setYear("");
            setTrimId("");
          }}
        />
        <Picker
          label="Model"
          placeholder="Choose a model"
          value={model}
          state={models}
          items={modelOptions}
          onChange={(value) => {
            setModel(value);
            setYear("");
            setTrimId("");
          }}
        />
        <Picker
          label="Year"
          placeholder="Choose a year"
          value={year}
          state={years}
          items={yearOptions}
          onChange={(value) => {
            setYear(value);
            setTrimId("");
          }}
        />
        <Picker
          label="Trim"
          placeholder="Choose a trim"
          value={trimId}
          state={trims}
          items={trimList.map((t) => ({ value: String(t.vehicleId), label: t.trim }))}
          onChange={setTrimId}
        />
      </div>
      {fitment}
      {failed?.status === "error" ? <Failed message={failed.message} retry={failed.retry} /> : null}
      <div>
        <button type="submit" disabled={!trim}>
          Find tires
        </button>
      </div>
    </form>
  );
}
