import { getProductDetail, type ProductDetail, vehicleShortName } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { COMPARE_MIN, compareRows, parseCompareIds } from "@treadkit/core/compare";
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { RouteHandle } from "../../meta";
import type { RootData } from "../../root-data";
import { AddToCart } from "../AddToCart";
import { FitmentVerdict } from "../listing/FitmentVerdict";
import { pageData } from "../page-data";

type CompareData = { details: ProductDetail[] };

/**
 * /compare?ids=…: 2 to 5 tires side by side. Fewer or more is a 400 with the reason on the
 * page; an unknown tire is the 404 page.
 */
export async function compareLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<CompareData> {
  const ids = parseCompareIds(new URL(request.url).searchParams.get("ids"));
  if (!ids.ok) throw data({ message: ids.message }, { status: 400 });
  const results = await Promise.all(
    ids.ids.map((id) => getProductDetail(client, id, request.signal)),
  );
  return { details: results.map(pageData) };
}

/** The link that compares the tires left once one is removed: a plain link, so it needs no script. */
function withoutHref(details: ProductDetail[], productId: string): string | null {
  const rest = details.filter((d) => d.siteProduct.productId !== productId);
  return rest.length >= COMPARE_MIN
    ? `/compare?ids=${rest.map((d) => d.siteProduct.productId).join(",")}`
    : null;
}

export function ComparePage() {
  const { details } = useLoaderData() as CompareData;
  const rows = compareRows(details);
  return (
    <section className="compare">
      <h1>{`Compare ${details.length} tires`}</h1>
      <div className="compare__scroll">
        <table className="compare-table">
          <caption className="visually-hidden">Tires side by side</caption>
          <thead>
            <tr>
              <td className="compare-table__cell" />
              {details.map(({ siteProduct: p }) => {
                const image = p.imageList[0];
                const without = withoutHref(details, p.productId);
                return (
                  <th
                    key={p.productId}
                    scope="col"
                    className="compare-table__cell compare-table__tire"
                  >
                    {image ? (
                      <img src={image.src} alt={image.altText} width={96} height={96} />
                    ) : null}
                    <span className="compare-table__brand">{p.brand.label}</span>
                    <Link to={p.link.href}>{p.name}</Link>
                    {without ? (
                      <Link
                        className="compare-table__remove"
                        to={without}
                        aria-label={`Remove ${p.brand.label} ${p.name} from the comparison`}
                      >
                        Remove
                      </Link>
                    ) : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <FitmentRow details={details} />
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="compare-table__cell">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    key={details[i]?.siteProduct.productId}
                    className={
                      cell.best ? "compare-table__cell compare-table__best" : "compare-table__cell"
                    }
                  >
                    {cell.text}
                    {cell.best ? <span className="visually-hidden"> (best)</span> : null}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className="compare-table__cell" />
              {details.map(({ siteProduct: p }) => (
                <td key={p.productId} className="compare-table__cell">
                  <AddToCart product={p} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** With a vehicle chosen, whether each tire fits it, as the listings say. */
function FitmentRow({ details }: { details: ProductDetail[] }) {
  const vehicle = (useRouteLoaderData("root") as RootData | undefined)?.vehicle;
  if (!vehicle) return null;
  return (
    <tr>
      <th scope="row" className="compare-table__cell">
        {`Fit on your ${vehicleShortName(vehicle)}`}
      </th>
      {details.map(({ siteProduct: p }) => (
        <td key={p.productId} className="compare-table__cell">
          <FitmentVerdict
            tire={{ ...p, isRunFlat: p.specs.isRunFlat, isExtraLoad: p.specs.isExtraLoad }}
          />
        </td>
      ))}
    </tr>
  );
}

function CompareMessage({ message }: { message: string }) {
  return (
    <section className="compare">
      <h1>Compare tires</h1>
      <p>{message}</p>
      <p>
        Tick <strong>Compare</strong> on two to five tires in any listing, then compare them here.
      </p>
      <Link to="/tire-sizes">Find tires by size</Link>
    </section>
  );
}

/** Too few or too many tires: the reason, on the compare page; anything else bubbles up. */
function CompareError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <CompareMessage message={(error.data as { message: string }).message} />;
  }
  throw error;
}

export const compareRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => compareLoader(client, args),
  Component: ComparePage,
  ErrorBoundary: CompareError,
  handle: {
    meta: () => ({
      title: "Compare tires",
      description: "Two to five tires side by side: price, warranty, ratings and specs.",
    }),
  } satisfies RouteHandle,
});
