import { type Vehicle, vehicleName } from "@treadkit/core/catalog";
import { Link } from "react-router";

/** The chooser's page: year, make, model and trim. */
export const VEHICLE_CHOOSER_PATH = "/vehicles/choose";

/**
 * The header's vehicle line: "Shopping for 2020 Toyota Camry SE · change", its name leading to
 * its tires; without a vehicle, the way to choose one.
 */
export function ChosenVehicle({ vehicle }: { vehicle: Vehicle | null }) {
  return (
    <section className="chosen-vehicle" aria-label="The vehicle you shop for">
      {vehicle ? (
        <>
          <span>
            Shopping for <Link to={vehicle.href}>{vehicleName(vehicle)}</Link>
          </span>
          <span aria-hidden="true"> · </span>
          <Link to={VEHICLE_CHOOSER_PATH}>
            change<span className="visually-hidden"> vehicle</span>
          </Link>
        </>
      ) : (
        <Link to={VEHICLE_CHOOSER_PATH}>Add your vehicle to see what fits</Link>
      )}
    </section>
  );
}
