import type { Client } from "@treadkit/core/client";
import {
  type ContentPage,
  faqQuestions,
  faqStructuredData,
  getContentPage,
} from "@treadkit/core/content";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { ContentBlocks } from "../content/ContentBlocks";
import { pageData } from "../page-data";
import { HelpSearchForm, StillNeedHelp } from "./HelpParts";

/** The content page the FAQ page shows: its questions blocks are the page's questions. */
export const FAQ_SLUG = "faqs";

type FaqData = ContentPage & { url: string };

export async function faqLoader(client: Client, { request }: LoaderFunctionArgs): Promise<FaqData> {
  const page = pageData(await getContentPage(client, FAQ_SLUG, request.signal));
  return { ...page, url: `${new URL(request.url).origin}/${FAQ_SLUG}` };
}

const faqMeta: MetaFunction = ({ data }) => {
  const page = data as FaqData | undefined;
  return page
    ? { title: page.title, description: page.description }
    : { title: "Frequently Asked Questions" };
};

/**
 * /faqs: questions and answers by subject, marked up as a schema.org FAQPage whose answers are
 * the ones the page shows.
 */
export function FaqPage() {
  const page = useLoaderData() as FaqData;
  const questions = faqQuestions(page.body);
  return (
    <>
      <article className="content-page faq-page">
        {questions.length > 0 ? (
          <script
            type="application/ld+json"
            // Data, not code: escaped by faqStructuredData so it cannot end the element.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
            dangerouslySetInnerHTML={{ __html: faqStructuredData(questions, page.url) }}
          />
        ) : null}
        <h1>{page.title}</h1>
        <ContentBlocks body={page.body} />
      </article>
      <HelpSearchForm />
      <StillNeedHelp />
    </>
  );
}

export const faqRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => faqLoader(client, args),
  Component: FaqPage,
  handle: { meta: faqMeta } satisfies RouteHandle,
});
