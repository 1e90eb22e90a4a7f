import {
  type GarageVehicle,
  garageFailureMessage,
  garageVehicleInputSchema,
  garageVehicleLabel,
  getGarage,
  removeGarageVehicle,
  saveGarageVehicle,
} from "@treadkit/core/session";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLoaderData } from "react-router";
import { useClient } from "../../context";
import { type FieldSpec, FormAlert } from "../checkout/TextField";
import { VEHICLE_CHOOSER_PATH } from "../shell/ChosenVehicle";
import { memberPageRoute, useAccountData } from "./data";
import { MemberForm } from "./MemberForm";

type GarageForm = Record<"year" | "make" | "model" | "trim", string>;

const GARAGE_FIELDS: readonly FieldSpec<keyof GarageForm>[] = [
  { name: "year", label: "Year", autoComplete: "off" },
  { name: "make", label: "Make", autoComplete: "off" },
  { name: "model", label: "Model", autoComplete: "off" },
  { name: "trim", label: "Trim (optional)", autoComplete: "off" },
];
const EMPTY_VEHICLE: GarageForm = { year: "", make: "", model: "", trim: "" };

/** /account/my-garage: the member's saved vehicles, each removable, and a form to add one. */
export function MyGaragePage() {
  const client = useClient();
  const { csrf } = useAccountData();
  const [vehicles, setVehicles] = useState(useLoaderData() as GarageVehicle[]);
  const [removed, setRemoved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = async (vehicle: GarageVehicle) => {
    setError(null);
    setRemoved(null);
    const result = await removeGarageVehicle(client, vehicle.id, csrf);
    if (!result.isSuccess) {
      setError(garageFailureMessage(result.error));
      return;
    }
    // The button pressed is gone with its vehicle: focus goes back to the list's heading.
    flushSync(() => {
      setVehicles(result.data);
      setRemoved(`${garageVehicleLabel(vehicle)} was removed from My Garage.`);
    });
    headingRef.current?.focus();
  };

  return (
    <>
      <h1>My Garage</h1>
      <section aria-labelledby="garage-vehicles" className="account-section">
        <h2 id="garage-vehicles" ref={headingRef} tabIndex={-1}>
          Your vehicles
        </h2>
        {vehicles.length === 0 ? (
          <p>No vehicles saved yet.</p>
        ) : (
          <ul className="account-garage">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id} className="account-row">
                {vehicle.href ? (
                  <Link to={vehicle.href}>{`${garageVehicleLabel(vehicle)} tires`}</Link>
                ) : (
                  <span>{garageVehicleLabel(vehicle)}</span>
                )}
                {vehicle.vehicleId ? (
                  // A plain post: the vehicle becomes the one shopped for, on every page.
                  <form method="post" action="/vehicle">
                    <input type="hidden" name="vehicleId" value={vehicle.vehicleId} />
                    <button type="submit" className="button button--quiet">
                      Shop for it
                      <span className="visually-hidden"> {garageVehicleLabel(vehicle)}</span>
                    </button>
                  </form>
                ) : null}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void remove(vehicle)}
                >
                  Remove<span className="visually-hidden"> {garageVehicleLabel(vehicle)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <FormAlert message={error} />
        <p role="status">{removed}</p>
      </section>
      <p>
        <Link to={VEHICLE_CHOOSER_PATH}>Choose a vehicle by year, make, model and trim</Link>: it is
        kept here, and every tire says whether it fits. Or type one the lists do not have:
      </p>
      <MemberForm
        id="garage"
        title="Add a vehicle"
        fields={GARAGE_FIELDS}
        initial={EMPTY_VEHICLE}
        schema={garageVehicleInputSchema}
        submitLabel="Add to My Garage"
        savedMessage={(vehicle) => `${garageVehicleLabel(vehicle)} was added to My Garage.`}
        resetOnSave
        save={async (vehicle) => {
          const result = await saveGarageVehicle(client, vehicle, csrf);
          return result.isSuccess
            ? result
            : {
                ...result,
                error: { ...result.error, message: garageFailureMessage(result.error) },
              };
        }}
        onSaved={(saved) => {
          setRemoved(null);
          setVehicles(saved);
        }}
      />
    </>
  );
}

export const myGarageRoute = memberPageRoute(MyGaragePage, getGarage);
