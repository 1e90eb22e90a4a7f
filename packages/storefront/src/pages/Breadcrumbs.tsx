import { breadcrumbStructuredData, type Crumb } from "@treadkit/core/catalog";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../root-data";

/**
 * The hubs above a page, as links, widest first, and the same trail as a BreadcrumbList for
 * search engines (ending at the page, named `page`); nothing when there are none.
 */
export function Breadcrumbs({ crumbs, page }: { crumbs: Crumb[]; page?: string }) {
  const { pathname } = useLocation();
  const origin = (useRouteLoaderData("root") as RootData | undefined)?.origin;
  if (crumbs.length === 0) return null;
  const structured = origin
    ? breadcrumbStructuredData(crumbs, { url: `${origin}${pathname}`, label: page })
    : null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      {structured ? (
        <script
          type="application/ld+json"
          // Data, not code: escaped by breadcrumbStructuredData so it cannot end the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
          dangerouslySetInnerHTML={{ __html: structured }}
        />
      ) : null}
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
