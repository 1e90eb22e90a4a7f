import type { Client } from "@treadkit/core/client";
import {
  getHelpArticle,
  getHelpCenter,
  getHelpTopic,
  HELP_CENTER_DESCRIPTION,
  HELP_CENTER_TITLE,
  HELP_NO_RESULTS_MESSAGE,
  type HelpArticlePage as HelpArticlePageData,
  type HelpCenter,
  type HelpSearchResult,
  type HelpTopicPage as HelpTopicPageData,
  helpArticlePath,
  helpBreadcrumbs,
  helpQueryFromParam,
  helpResultsText,
  helpTopicPath,
  parseArticleParams,
  searchHelp,
} from "@treadkit/core/content";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { ContentBlocks } from "../content/ContentBlocks";
import { pageData } from "../page-data";
import { HelpArticleList, HelpCrumbs, HelpSearchForm, StillNeedHelp } from "./HelpParts";

const notFound = () => data("Not found", { status: 404 });

// Every help-center page names /help-center as its canonical page (storefront.md §5): the
// meta's canonical link is made from the path by canonicalPath, which forces it.

/** /help-center: the search box and every topic with its articles. */
export async function helpCenterLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<HelpCenter> {
  return pageData(await getHelpCenter(client, request.signal));
}

export function HelpCenterPage() {
  const center = useLoaderData() as HelpCenter;
  return (
    <section className="articles help-center">
      <HelpCrumbs crumbs={[]} />
      <h1>{HELP_CENTER_TITLE}</h1>
      <p className="articles__intro">
        Find answers about your order, delivery, installation, returns and more.
      </p>
      <HelpSearchForm />
      <section aria-labelledby="help-topics">
        <h2 id="help-topics">Browse by topic</h2>
        <ul className="article-categories">
          {center.topics.map((topic) => (
            <li key={topic.slug} className="article-category">
              <h3>
                <Link to={helpTopicPath(topic.slug)}>{topic.name}</Link>
              </h3>
              <p>{topic.description}</p>
              <ul className="content-links">
                {topic.articles.map((article) => (
                  <li key={article.slug}>
                    <Link to={helpArticlePath(topic.slug, article.slug)}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <StillNeedHelp />
    </section>
  );
}

/** /help-center/[topic]: a topic's articles. A segment that cannot be a topic is a 404 at once. */
export async function helpTopicLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<HelpTopicPageData> {
  const ref = parseArticleParams({ category: params.topic });
  if (!ref) throw notFound();
  return pageData(await getHelpTopic(client, ref.category, request.signal));
}

const topicMeta: MetaFunction = ({ data }) => {
  const page = data as HelpTopicPageData | undefined;
  if (!page) return { title: HELP_CENTER_TITLE };
  return {
    title: `${page.topic.name} | ${HELP_CENTER_TITLE}`,
    description: page.topic.description,
  };
};

export function HelpTopicPage() {
  const { topic, articles } = useLoaderData() as HelpTopicPageData;
  return (
    <section className="articles help-center">
      <HelpCrumbs crumbs={helpBreadcrumbs()} />
      <h1>{topic.name}</h1>
      <p className="articles__intro">{topic.description}</p>
      {articles.length === 0 ? (
        <p className="empty">There are no articles on this topic yet.</p>
      ) : (
        <HelpArticleList articles={articles} />
      )}
      <HelpSearchForm />
      <StillNeedHelp />
    </section>
  );
}

/** /help-center/[topic]/[slug]: an article and the topic's other articles. */
export async function helpArticleLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<HelpArticlePageData> {
  const ref = parseArticleParams({ category: params.topic, slug: params.slug });
  if (!ref?.slug) throw notFound();
  return pageData(await getHelpArticle(client, ref.category, ref.slug, request.signal));
}

const articleMeta: MetaFunction = ({ data }) => {
  const page = data as HelpArticlePageData | undefined;
  if (!page) return { title: HELP_CENTER_TITLE };
  return { title: page.article.title, description: page.article.description };
};

export function HelpArticlePage() {
  const { article, topic, related } = useLoaderData() as HelpArticlePageData;
  return (
    <>
      <HelpCrumbs crumbs={helpBreadcrumbs(topic)} />
      <article className="content-page article">
        <h1>{article.title}</h1>
        <p className="article__summary">{article.summary}</p>
        <ContentBlocks body={article.body} />
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-help" className="related-articles">
          <h2 id="related-help">{`More in ${topic.name}`}</h2>
          <HelpArticleList articles={related} headingLevel={3} />
        </aside>
      ) : null}
      <HelpSearchForm />
      <StillNeedHelp />
    </>
  );
}

type HelpSearchData = { query: string; found: HelpSearchResult | null };

/**
 * /help-center/search?q=: the articles matching the words, searched on the server. No words yet
 * is the search box alone; the text is trimmed and cut to what the search reads.
 */
export async function helpSearchLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<HelpSearchData> {
  const query = helpQueryFromParam(new URL(request.url).searchParams.get("q"));
  if (query === "") return { query, found: null };
  return { query, found: pageData(await searchHelp(client, query, request.signal)) };
}

export function HelpSearchPage() {
  const { query, found } = useLoaderData() as HelpSearchData;
  return (
    <section className="articles help-center">
      <HelpCrumbs crumbs={helpBreadcrumbs()} />
      <h1>{query ? `Help center results for “${query}”` : "Search the help center"}</h1>
      <HelpSearchForm defaultValue={query} />
      {found === null ? null : found.results.length === 0 ? (
        <div className="help-no-results">
          <p role="status">{HELP_NO_RESULTS_MESSAGE}</p>
          <p>
            Try other words, or <Link to="/help-center">browse the help center by topic</Link>.
          </p>
        </div>
      ) : (
        <>
          <p role="status">{helpResultsText(found.results.length, query)}</p>
          <HelpArticleList articles={found.results} />
        </>
      )}
      <StillNeedHelp />
    </section>
  );
}

export const helpCenterRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => helpCenterLoader(client, args),
  Component: HelpCenterPage,
  handle: {
    meta: () => ({ title: HELP_CENTER_TITLE, description: HELP_CENTER_DESCRIPTION }),
  } satisfies RouteHandle,
});

export const helpTopicRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => helpTopicLoader(client, args),
  Component: HelpTopicPage,
  handle: { meta: topicMeta } satisfies RouteHandle,
});

export const helpArticleRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => helpArticleLoader(client, args),
  Component: HelpArticlePage,
  handle: { meta: articleMeta } satisfies RouteHandle,
});

export const helpSearchRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => helpSearchLoader(client, args),
  Component: HelpSearchPage,
  handle: {
    // Results pages are the visitor's own words: followed, never listed.
    meta: () => ({ title: `Search | ${HELP_CENTER_TITLE}`, noindex: true }),
  } satisfies RouteHandle,
});
