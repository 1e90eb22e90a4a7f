import type { Client } from "@treadkit/core/client";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { SizeSearchForm } from "./SizeSearchForm";
import { SearchPills } from "./search/SearchPills";
import { PopularSizes } from "./TireSizeHubPage";
import { type ChooserData, loadChooser, VehicleChooser } from "./vehicles/VehicleChooser";

export function HomePage() {
  const chooser = useLoaderData() as ChooserData;
  return (
    <section className="hero">
      <h1>Tires for every car, installed near you</h1>
      <p>Find your size, compare prices and book installation at a shop near you.</p>
      <SearchPills />
      <VehicleChooser data={chooser} heading="Shop by vehicle" />
      <SizeSearchForm />
      <h2>Popular sizes</h2>
      <PopularSizes />
    </section>
  );
}

export const homeRoute = (client: Client) => ({
  // The chooser's first list; the next ones load on the chooser's own page.
  loader: ({ request }: LoaderFunctionArgs) =>
    loadChooser(client, new URLSearchParams(), request.signal),
  Component: HomePage,
  handle: {
    meta: () => ({ title: "Tires for every car, installed near you" }),
  } satisfies RouteHandle,
});
