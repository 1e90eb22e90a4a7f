import { canonicalTireSizeHref, INVALID_SIZE_MESSAGE } from "@treadkit/core/catalog";
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { SizeSearchForm } from "./SizeSearchForm";

export const POPULAR_SIZES = [
  { label: "205/55R16", slug: "205-55r16" },
  { label: "215/55R17", slug: "215-55r17" },
  { label: "225/50R17", slug: "225-50r17" },
  { label: "225/65R17", slug: "225-65r17" },
  { label: "235/45R18", slug: "235-45r18" },
  { label: "265/70R17", slug: "265-70r17" },
];

/** Links to the sizes most shoppers look for. */
export function PopularSizes() {
  return (
    <ul className="size-links">
      {POPULAR_SIZES.map((size) => (
        <li key={size.slug}>
          <Link to={`/tire-sizes/${size.slug}`}>{size.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A size search lands here: a valid size goes to its page, anything else is shown again. */
export function tireSizeHubLoader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get("size");
  if (typed === null) return { typed: "", invalid: false };
  const href = canonicalTireSizeHref(typed);
  if (href) throw redirect(href);
  return { typed, invalid: true };
}

export function TireSizeHubPage() {
  const { typed, invalid } = useLoaderData<typeof tireSizeHubLoader>();
  return (
    <section>
      <h1>Tire sizes</h1>
      {invalid ? (
        <p className="form-error" role="alert">
          {INVALID_SIZE_MESSAGE}
        </p>
      ) : null}
      <SizeSearchForm defaultValue={typed} />
      <PopularSizes />
    </section>
  );
}

export const tireSizeHubRoute = {
  loader: tireSizeHubLoader,
  Component: TireSizeHubPage,
  handle: { meta: () => ({ title: "Tire sizes" }) } satisfies RouteHandle,
};
