import {
  getVehicleMakes,
  getVehicleModels,
  getVehicleTrims,
  getVehicleYears,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { RouteHandle } from "../../meta";
import type { RootData } from "../../root-data";
import { ListingPage } from "../listing/ListingPage";
import { type ListingData, loadListing } from "../listing/load";
import { pageData } from "../page-data";

/**
 * The vehicle pages of storefront.md §2: /vehicles (makes), /vehicles/[make]-tires (its models),
 * /vehicles/[make]/[model] (its years), /vehicles/[make]/[model]/[year] (its trims, and with
 * ?trim= the tires that fit that trim).
 */

type Option = { value: string; label: string };

const makeSlugOf = (param: string) => param.replace(/-tires$/, "");

async function makeLabel(client: Client, make: string, signal: AbortSignal) {
  const { makes } = pageData(await getVehicleMakes(client, signal));
  const found = makes.find((m) => m.value === make);
  if (!found) throw data("Not found", { status: 404 });
  return found.label;
}

async function modelLabel(client: Client, make: string, model: string, signal: AbortSignal) {
  const { models } = pageData(await getVehicleModels(client, make, signal));
  const found = models.find((m) => m.value === model);
  if (!found) throw data("Not found", { status: 404 });
  return found.label;
}

function OptionLinks({
  label,
  options,
}: {
  label: string;
  options: { href: string; text: string }[];
}) {
  return (
    <ul className="size-links" aria-label={label}>
      {options.map((option) => (
        <li key={option.href}>
          <Link to={option.href}>{option.text}</Link>
        </li>
      ))}
    </ul>
  );
}

/* /vehicles */

type MakesData = { makes: Option[] };

export function VehiclesHubPage() {
  const { makes } = useLoaderData() as MakesData;
  return (
    <section>
      <h1>Tires by vehicle</h1>
      <OptionLinks
        label="Makes"
        options={makes.map((m) => ({
          href: `/vehicles/${m.value}-tires`,
          text: `${m.label} tires`,
        }))}
      />
    </section>
  );
}

export const vehiclesHubRoute = (client: Client) => ({
  loader: async ({ request }: LoaderFunctionArgs): Promise<MakesData> =>
    pageData(await getVehicleMakes(client, request.signal)),
  Component: VehiclesHubPage,
  handle: { meta: () => ({ title: "Tires by vehicle" }) } satisfies RouteHandle,
});

/* /vehicles/[make]-tires */

type MakeData = { make: Option; models: Option[] };

export function VehicleMakePage() {
  const { make, models } = useLoaderData() as MakeData;
  return (
    <section>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/vehicles">All makes</Link>
      </nav>
      <h1>{`${make.label} Tires`}</h1>
      <p>Choose your model.</p>
      <OptionLinks
        label={`${make.label} models`}
        options={models.map((m) => ({ href: `/vehicles/${make.value}/${m.value}`, text: m.label }))}
      />
    </section>
  );
}

export const vehicleMakeRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<MakeData> => {
    const raw = params.make ?? "";
    // Make pages live at /vehicles/{make}-tires.
    if (!raw.endsWith("-tires")) throw redirect(`/vehicles/${raw}-tires`, 301);
    const make = makeSlugOf(raw);
    const label = await makeLabel(client, make, request.signal);
    const { models } = pageData(await getVehicleModels(client, make, request.signal));
    return { make: { value: make, label }, models };
  },
  Component: VehicleMakePage,
  handle: {
    meta: ({ data }: { data: unknown }) => ({
      title: `${(data as MakeData | undefined)?.make.label ?? "Vehicle"} Tires`,
    }),
  } satisfies RouteHandle,
});

/* /vehicles/[make]/[model] */

type ModelData = { make: Option; model: Option; years: number[] };

export function VehicleModelPage() {
  const { make, model, years } = useLoaderData() as ModelData;
  return (
    <section>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`/vehicles/${make.value}-tires`}>{`${make.label} tires`}</Link>
      </nav>
      <h1>{`${make.label} ${model.label} Tires`}</h1>
      <p>Choose your year.</p>
      <OptionLinks
        label={`${make.label} ${model.label} years`}
        options={years.map((year) => ({
          href: `/vehicles/${make.value}/${model.value}/${year}`,
          text: String(year),
        }))}
      />
    </section>
  );
}

export const vehicleModelRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<ModelData> => {
    const make = params.make ?? "";
    const model = params.model ?? "";
    const [makeName, modelName] = [
      await makeLabel(client, make, request.signal),
      await modelLabel(client, make, model, request.signal),
    ];
    const { years } = pageData(await getVehicleYears(client, make, model, request.signal));
    return {
      make: { value: make, label: makeName },
      model: { value: model, label: modelName },
      years,
    };
  },
  Component: VehicleModelPage,
  handle: {
    meta: ({ data }: { data: unknown }) => {
      const d = data as ModelData | undefined;
      return { title: d ? `${d.make.label} ${d.model.label} Tires` : "Vehicle tires" };
    },
  } satisfies RouteHandle,
});

/* /vehicles/[make]/[model]/[year], with ?trim= */

type YearData = {
  /** "2019 Honda Civic", and with a trim "2019 Honda Civic EX". */
  yearModel: string;
  vehicle: string;
  /** The trim's vehicle id, when a trim is listed. */
  vehicleId: number | null;
  base: string;
  trims: { trim: string; frontSize: string; rearSize: string; isStaggered: boolean }[];
  listing: ListingData | null;
};

export function VehicleYearPage() {
  const { yearModel, vehicle, vehicleId, base, trims, listing } = useLoaderData() as YearData;
  const chosen = (useRouteLoaderData("root") as RootData | undefined)?.vehicle;
  const { pathname, search } = useLocation();
  if (listing) {
    return (
      <>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to={base}>{`Other ${yearModel} trims`}</Link>
        </nav>
        {vehicleId !== null && chosen?.vehicleId !== vehicleId ? (
          // A plain post: the vehicle is remembered and every page reloads knowing it.
          <form method="post" action="/vehicle" className="vehicle-remember">
            <input type="hidden" name="vehicleId" value={vehicleId} />
            <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
            <button type="submit" className="button">
              {`Shop for my ${vehicle}`}
            </button>{" "}
            <span>We will say on every tire whether it fits.</span>
          </form>
        ) : null}
        <ListingPage listing={listing} heading={`${vehicle} Tires`} scope={vehicle} />
      </>
    );
  }
  return (
    <section>
      <h1>{`${vehicle} Tires`}</h1>
      <p>Choose your trim: each lists the tires of its original size.</p>
      <OptionLinks
        label={`${vehicle} trims`}
        options={trims.map((t) => ({
          href: `${base}?trim=${encodeURIComponent(t.trim)}`,
          text: `${t.trim} · ${t.isStaggered ? `${t.frontSize} front, ${t.rearSize} rear` : t.frontSize}`,
        }))}
      />
    </section>
  );
}

export const vehicleYearRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<YearData> => {
    const make = params.make ?? "";
    const model = params.model ?? "";
    const year = Number(params.year);
    if (!/^\d{4}$/.test(params.year ?? "")) throw data("Not found", { status: 404 });
    const makeName = await makeLabel(client, make, request.signal);
    const modelName = await modelLabel(client, make, model, request.signal);
    const { trims } = pageData(await getVehicleTrims(client, make, model, year, request.signal));
    if (trims.length === 0) throw data("Not found", { status: 404 });
    const base = `/vehicles/${make}/${model}/${year}`;
    const url = new URL(request.url);
    const wanted = url.searchParams.get("trim");
    const trim = wanted === null ? null : trims.find((t) => t.trim === wanted);
    if (wanted !== null && !trim) throw redirect(base, 302);
    const yearModel = `${year} ${makeName} ${modelName}`;
    const vehicle = trim ? `${yearModel} ${trim.trim}` : yearModel;
    if (!trim) return { yearModel, vehicle, vehicleId: null, base, trims, listing: null };
    const listing = await loadListing(
      client,
      request,
      { vehicleId: trim.vehicleId },
      { keepEmpty: true },
    );
    return { yearModel, vehicle, vehicleId: trim.vehicleId, base, trims, listing };
  },
  Component: VehicleYearPage,
  handle: {
    meta: ({ data }: { data: unknown }) => ({
      title: `${(data as YearData | undefined)?.vehicle ?? "Vehicle"} Tires`,
    }),
  } satisfies RouteHandle,
});
