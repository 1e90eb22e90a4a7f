import {
  getAllVehicleYears,
  getVehicleMakes,
  getVehicleModels,
  getVehicleTrims,
  type VehicleTrims,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { VEHICLE_REQUIRED_MESSAGE } from "@treadkit/core/validation";
import { type ChangeEvent, useId, useState } from "react";
import { Form, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import type { RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { VEHICLE_CHOOSER_PATH } from "../shell/ChosenVehicle";

type Option = { value: string; label: string };

/** What the chooser knows: the lists of each step reached, and the choices made so far. */
export type ChooserData = {
  years: number[];
  makes: Option[];
  models: Option[];
  trims: VehicleTrims["trims"];
  chosen: { year: number | null; make: string | null; model: string | null };
};

const YEAR = /^\d{4}$/;
const SLUG = /^[a-z0-9-]{1,60}$/;

/**
 * The lists for the choices in the URL (?year=2020&make=toyota&model=camry): year first, then
 * that year's makes, the make's models of that year, and the model's trims. A choice that is not
 * in its list is dropped, with the ones after it.
 */
export async function loadChooser(
  client: Client,
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<ChooserData> {
  const { years } = pageData(await getAllVehicleYears(client, signal));
  const rawYear = params.get("year") ?? "";
  const year = YEAR.test(rawYear) && years.includes(Number(rawYear)) ? Number(rawYear) : null;
  const empty = { makes: [], models: [], trims: [] };
  if (year === null) return { years, ...empty, chosen: { year, make: null, model: null } };

  const { makes } = pageData(await getVehicleMakes(client, signal, year));
  const rawMake = params.get("make") ?? "";
  const make = SLUG.test(rawMake) && makes.some((m) => m.value === rawMake) ? rawMake : null;
  if (make === null)
    return { years, makes, models: [], trims: [], chosen: { year, make, model: null } };

  const { models } = pageData(await getVehicleModels(client, make, signal, year));
  const rawModel = params.get("model") ?? "";
  const model = SLUG.test(rawModel) && models.some((m) => m.value === rawModel) ? rawModel : null;
  if (model === null) return { years, makes, models, trims: [], chosen: { year, make, model } };

  const { trims } = pageData(await getVehicleTrims(client, make, model, year, signal));
  return { years, makes, models, trims, chosen: { year, make, model } };
}

function Step({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={onChange} disabled={options.length === 0}>
        <option value="">{`Choose ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The trim, a plain POST to /vehicle. None is checked: trims differ in size, so the owner says
 * which is theirs; sent without one, the form says "Please choose a vehicle" at the trims (the
 * browser's own bubble where the page's script has not run).
 */
function TrimChoice({ trims }: { trims: ChooserData["trims"] }) {
  const errorId = useId();
  const [missing, setMissing] = useState(false);
  return (
    <form
      method="post"
      action="/vehicle"
      className="vehicle-trims"
      onInvalidCapture={(event) => {
        event.preventDefault();
        if (!missing) (event.target as HTMLInputElement).focus();
        setMissing(true);
      }}
    >
      <fieldset aria-describedby={missing ? errorId : undefined}>
        <legend>Trim</legend>
        {trims.map((trim) => (
          <label key={trim.vehicleId} className="vehicle-trim">
            <input
              type="radio"
              name="vehicleId"
              value={trim.vehicleId}
              required
              onChange={() => setMissing(false)}
            />
            {` ${trim.trim} · ${trim.isStaggered ? `${trim.frontSize} front, ${trim.rearSize} rear` : trim.frontSize}`}
          </label>
        ))}
      </fieldset>
      {missing ? (
        <p id={errorId} className="form-error" role="alert">
          {VEHICLE_REQUIRED_MESSAGE}
        </p>
      ) : null}
      <button type="submit" className="button">
        Shop for this vehicle
      </button>
    </form>
  );
}

/**
 * Year → make → model → trim, as lists a keyboard walks through. Without JavaScript it is a GET
 * form whose Next button fills the following list; with it, each choice fills the next at once.
 * The trim is a plain POST to /vehicle, which remembers the vehicle and opens its tires.
 */
export function VehicleChooser({ data, heading }: { data: ChooserData; heading: string }) {
  const navigate = useNavigate();
  const { chosen } = data;
  // A choice clears the ones after it: a 2020 Toyota's models are not a 2018 Ford's.
  const choose = (step: "year" | "make" | "model") => (event: ChangeEvent<HTMLSelectElement>) => {
    const params = new URLSearchParams();
    const order = ["year", "make", "model"] as const;
    for (const key of order) {
      const value = key === step ? event.currentTarget.value : String(chosen[key] ?? "");
      if (!value) break;
      params.set(key, value);
      if (key === step) break;
    }
    navigate(`${VEHICLE_CHOOSER_PATH}?${params}`, { replace: true, preventScrollReset: true });
  };
  const steps = [
    {
      name: "year",
      label: "Year",
      value: String(chosen.year ?? ""),
      options: data.years.map((year) => ({ value: String(year), label: String(year) })),
    },
    { name: "make", label: "Make", value: chosen.make ?? "", options: data.makes },
    { name: "model", label: "Model", value: chosen.model ?? "", options: data.models },
  ] as const;
  const headingId = useId();
  return (
    <section className="vehicle-chooser-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <Form method="get" action={VEHICLE_CHOOSER_PATH} className="vehicle-chooser">
        {steps.map((step) => (
          <Step key={step.name} {...step} onChange={choose(step.name)} />
        ))}
        {data.trims.length === 0 ? (
          <button type="submit" className="button">
            Next
          </button>
        ) : null}
      </Form>
      {data.trims.length > 0 ? <TrimChoice trims={data.trims} /> : null}
    </section>
  );
}

export function VehicleChooserPage() {
  const data = useLoaderData() as ChooserData;
  return (
    <section>
      <h1>Choose your vehicle</h1>
      <p>We check every tire against your vehicle's original tires and say whether it fits.</p>
      <VehicleChooser data={data} heading="Year, make, model and trim" />
    </section>
  );
}

export const vehicleChooserRoute = (client: Client) => ({
  loader: ({ request }: LoaderFunctionArgs) =>
    loadChooser(client, new URL(request.url).searchParams, request.signal),
  Component: VehicleChooserPage,
  handle: { meta: () => ({ title: "Choose your vehicle" }) } satisfies RouteHandle,
});
