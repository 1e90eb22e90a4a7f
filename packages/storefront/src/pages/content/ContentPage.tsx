import type { Client } from "@treadkit/core/client";
import {
  type ContentPage as ContentPageData,
  getContentPage,
  isContentSlug,
} from "@treadkit/core/content";
import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { ContentBlocks } from "./ContentBlocks";

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

export function ContentPage() {
  const page = useLoaderData() as ContentPageData;
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <ContentBlocks body={page.body} />
    </article>
  );
}

export const contentRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => contentLoader(client, args),
  Component: ContentPage,
  handle: { meta: contentMeta } satisfies RouteHandle,
});
