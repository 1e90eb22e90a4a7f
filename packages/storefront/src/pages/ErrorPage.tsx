import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export const NOT_FOUND_TEXT = "The page you are looking for is missing";
export const SERVER_ERROR_TEXT = "We're experiencing a technical problem. Please try again.";

/** 404 and 500 pages (storefront.md §8), rendered inside the layout-less root boundary. */
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
