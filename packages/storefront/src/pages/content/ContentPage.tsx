import type { Client } from "@treadkit/core/client";
import {
  type ContentBlock,
  type ContentPage as ContentPageData,
  getContentPage,
  isContentSlug,
} from "@treadkit/core/content";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData } from "../page-data";

/** /[slug]: a generic template page; a segment that cannot be a page is a 404 without a call. */
export async function contentLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!isContentSlug(slug)) throw data("Not found", { status: 404 });
  return pageData(await getContentPage(client, slug, request.signal));
}

const contentMeta: MetaFunction = ({ data }) => {
  const page = data as ContentPageData | undefined;
  return page ? { title: page.title, description: page.description } : { title: "Page" };
};

/** One block of a page's body, as elements: the text is never read as HTML. */
function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "heading":
      return <h2>{block.text}</h2>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "links":
      return (
        <ul className="content-links">
          {block.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      );
  }
}

export function ContentPage() {
  const page = useLoaderData() as ContentPageData;
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.body.map((block, index) => (
        // Blocks have no identity of their own; their order is the page's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the body is static for a render.
        <Block key={index} block={block} />
      ))}
    </article>
  );
}

export const contentRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => contentLoader(client, args),
  Component: ContentPage,
  handle: { meta: contentMeta } satisfies RouteHandle,
});
