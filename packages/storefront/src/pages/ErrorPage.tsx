import { createContext, type RefObject, useContext } from "react";
import {
  isRouteErrorResponse,
  Link,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { NOT_FOUND_TITLE } from "../meta";
import type { RootData } from "../root-data";
import { SizeSearchForm } from "./SizeSearchForm";

const NOT_FOUND_TEXT = "The page you are looking for is missing";
export const SERVER_ERROR_TEXT = "We're experiencing a technical problem. Please try again.";
/** The title of a page for something no longer sold (410). */
export const GONE_TITLE = "No longer sold";
/** storefront.md §8: a page that failed inside the site, with the sales line to call. */
export const SOMETHING_WENT_WRONG_TEXT = "Oops, something went wrong";
const callForSalesText = (phone: string) =>
  `Please call ${phone} for sales or try to refresh this page`;

/** The title of an error page by its status: not found, gone, or a failure. */
export function errorPageTitle(status: number): string {
  if (status === 404) return NOT_FOUND_TITLE;
  if (status === 410) return GONE_TITLE;
  return SERVER_ERROR_TEXT;
}

/**
 * Where the site's error page tells the layout the status it shows, while both render: the
 * layout names the page in <head> after its children have rendered.
 */
export const PageErrorContext = createContext<RefObject<number | null>>({ current: null });

/** The tries a failed page has left on its route, and the way to use one (core/site). */
export type ErrorRetry = { left: number; retry(): void };
export const ErrorRetryContext = createContext<ErrorRetry>({ left: 0, retry: () => {} });

/** "Try again" while the route has tries left: the page's data is asked for once more. */
function TryAgain() {
  const { left, retry } = useContext(ErrorRetryContext);
  const revalidator = useRevalidator();
  if (left === 0) return null;
  return (
    <p>
      <button
        type="button"
        className="button"
        disabled={revalidator.state === "loading"}
        onClick={() => {
          retry();
          void revalidator.revalidate();
        }}
      >
        {revalidator.state === "loading" ? "Trying again…" : "Try again"}
      </button>
    </p>
  );
}

/**
 * 404 and 500 pages (storefront.md §8) for a failure of the site itself (its globals could not
 * be read): rendered in place of the layout.
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <h1>{notFound ? NOT_FOUND_TEXT : SERVER_ERROR_TEXT}</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

/** Where a lost shopper may go next: a size search, the popular sizes and the main hubs. */
function Suggestions() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const popular =
    root?.menu?.siteMenuBrowseList.find((section) => section.title === "Popular tire sizes")
      ?.links ?? [];
  return (
    <>
      <h2>Search by tire size</h2>
      <SizeSearchForm />
      {popular.length > 0 ? (
        <>
          <h2>Popular tire sizes</h2>
          <ul className="error-page__links">
            {popular.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Or start from</h2>
      <ul className="error-page__links">
        <li>
          <Link to="/">The home page</Link>
        </li>
        <li>
          <Link to="/brands">Tire brands</Link>
        </li>
        <li>
          <Link to="/vehicles">Tires by vehicle</Link>
        </li>
        <li>
          <Link to="/tire-deals">Tire deals</Link>
        </li>
        <li>
          <Link to="/help-center">Help center</Link>
        </li>
      </ul>
    </>
  );
}

/**
 * A page of the site that is not found or failed: inside the layout, so the header, its search
 * and the footer stay; a 404 suggests where to go, any other failure gives the sales line.
 */
export function SiteErrorPage() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useContext(PageErrorContext).current = isRouteErrorResponse(error) ? error.status : 500;
  if (notFound)
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{NOT_FOUND_TEXT}</h1>
        <Suggestions />
      </section>
    );
  if (isRouteErrorResponse(error) && error.status === 410)
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{typeof error.data === "string" ? error.data : GONE_TITLE}</h1>
        <p>It is no longer in our range. These will lead you to tires that are.</p>
        <Suggestions />
      </section>
    );
  const phone = root?.globals?.customerServiceNumber;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{SOMETHING_WENT_WRONG_TEXT}</h1>
      <p>{SERVER_ERROR_TEXT}</p>
      <TryAgain />
      {phone ? (
        <p>
          <a href={`tel:${phone.value}`}>{callForSalesText(phone.display)}</a>
        </p>
      ) : null}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
