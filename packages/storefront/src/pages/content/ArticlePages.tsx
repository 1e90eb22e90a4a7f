import type { Client } from "@treadkit/core/client";
import {
  type ArticleCategoryPage,
  type ArticleHub,
  type ArticlePage as ArticlePageData,
  type ArticleSummary,
  articleBreadcrumbs,
  articlePath,
  articleStructuredData,
  type ContentSection,
  type Crumb,
  categoryPath,
  getArticle,
  getArticleCategory,
  getArticleHub,
  glossaryStructuredData,
  glossaryTerms,
  pageCount,
  parseArticleParams,
  parsePageParam,
  publishedDateText,
  SECTION_INFO,
  TIRE_DICTIONARY,
  TIRE_DICTIONARY_PATH,
} from "@treadkit/core/content";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { Breadcrumbs } from "../Breadcrumbs";
import { pageData } from "../page-data";
import { ContentBlocks } from "./ContentBlocks";

const notFound = () => data("Not found", { status: 404 });

/** The hubs above an article page, from the home page down. */
function ArticleCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return <Breadcrumbs crumbs={[{ href: "/", label: "Home" }, ...crumbs]} />;
}

function Byline({ article }: { article: Pick<ArticleSummary, "publishedAt" | "author"> }) {
  return (
    <p className="article-meta">
      <time dateTime={article.publishedAt}>{publishedDateText(article.publishedAt)}</time>
      {` · ${article.author}`}
    </p>
  );
}

/** Articles as cards: title (linking to the article), date, byline and summary. */
function ArticleList({
  articles,
  headingLevel = 2,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.slug} className="article-card">
          <Heading className="article-card__title">
            <Link to={articlePath(article.section, article.category.slug, article.slug)}>
              {article.title}
            </Link>
          </Heading>
          <Byline article={article} />
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** /learn and /press: the section's categories with their newest articles, and the newest of all. */
export async function hubLoader(
  client: Client,
  section: ContentSection,
  { request }: LoaderFunctionArgs,
): Promise<ArticleHub> {
  return pageData(await getArticleHub(client, section, request.signal));
}

export function HubPage() {
  const hub = useLoaderData() as ArticleHub;
  const info = SECTION_INFO[hub.section];
  return (
    <section className="articles">
      <ArticleCrumbs crumbs={[]} />
      <h1>{info.title}</h1>
      <p className="articles__intro">{info.description}</p>
      {hub.section === "learn" ? (
        <p>
          <Link to={TIRE_DICTIONARY_PATH}>Tire dictionary: tire terms from A to Z</Link>
        </p>
      ) : null}
      <section aria-labelledby="articles-latest">
        <h2 id="articles-latest">Latest</h2>
        <ArticleList articles={hub.latest} headingLevel={3} />
      </section>
      <section aria-labelledby="articles-categories">
        <h2 id="articles-categories">Categories</h2>
        <ul className="article-categories">
          {hub.categories.map((category) => (
            <li key={category.slug} className="article-category">
              <h3>
                <Link to={categoryPath(hub.section, category.slug)}>{category.name}</Link>{" "}
                <span className="count">
                  {`(${category.articleCount} ${category.articleCount === 1 ? "article" : "articles"})`}
                </span>
              </h3>
              <p>{category.description}</p>
              <ul className="content-links">
                {category.latest.map((article) => (
                  <li key={article.slug}>
                    <Link to={articlePath(hub.section, category.slug, article.slug)}>
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/**
 * /learn/[category] and /press/[category]: a page of the category's articles. A category or a
 * ?page= that cannot be one is a 404 without a call.
 */
export async function categoryLoader(
  client: Client,
  section: ContentSection,
  { params, request }: LoaderFunctionArgs,
): Promise<ArticleCategoryPage> {
  const ref = parseArticleParams({ category: params.category });
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (!ref || page === null) throw notFound();
  return pageData(
    await getArticleCategory(client, section, ref.category, { page }, request.signal),
  );
}

const categoryMeta: MetaFunction = ({ data }) => {
  const listing = data as ArticleCategoryPage | undefined;
  if (!listing) return { title: "Articles" };
  const { page } = listing.pagination;
  const section = SECTION_INFO[listing.section].title;
  return {
    title: page > 1 ? `${listing.category.name}, page ${page}` : listing.category.name,
    description: `${listing.category.description} From the ${section}.`,
    // Later pages are not the category's address.
    ...(page > 1 ? { canonical: false } : {}),
  };
};

export function CategoryPage() {
  const listing = useLoaderData() as ArticleCategoryPage;
  const { section, category, pagination } = listing;
  const pages = pageCount(pagination);
  const { page } = pagination;
  return (
    <section className="articles">
      <ArticleCrumbs crumbs={articleBreadcrumbs(section)} />
      <h1>{category.name}</h1>
      <p className="articles__intro">{category.description}</p>
      {listing.articles.length === 0 ? (
        <p className="empty">There are no articles here yet.</p>
      ) : (
        <ArticleList articles={listing.articles} />
      )}
      {pages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page > 1 ? (
            <Link to={categoryPath(section, category.slug, page - 1)} rel="prev">
              Previous
            </Link>
          ) : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? (
            <Link to={categoryPath(section, category.slug, page + 1)} rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

type ArticlePageLoaderData = ArticlePageData & { url: string };

/** /learn/[category]/[slug] and /press/[category]/[slug]: an article and others of its category. */
export async function articleLoader(
  client: Client,
  section: ContentSection,
  { params, request }: LoaderFunctionArgs,
): Promise<ArticlePageLoaderData> {
  const ref = parseArticleParams({ category: params.category, slug: params.slug });
  if (!ref?.slug) throw notFound();
  const found = pageData(await getArticle(client, section, ref.category, ref.slug, request.signal));
  const origin = new URL(request.url).origin;
  return { ...found, url: `${origin}${articlePath(section, ref.category, ref.slug)}` };
}

const articleMeta: MetaFunction = ({ data }) => {
  const page = data as ArticlePageLoaderData | undefined;
  if (!page) return { title: "Article" };
  return { title: page.article.title, description: page.article.description };
};

export function ArticlePage() {
  const { article, category, related, url } = useLoaderData() as ArticlePageLoaderData;
  const terms = glossaryTerms(article.body);
  return (
    <>
      <ArticleCrumbs crumbs={articleBreadcrumbs(article.section, category)} />
      <article className="content-page article">
        <script
          type="application/ld+json"
          // Data, not code: escaped by articleStructuredData so it cannot end the element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
          dangerouslySetInnerHTML={{ __html: articleStructuredData(article, url) }}
        />
        {terms.length > 0 ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by glossaryStructuredData.
            dangerouslySetInnerHTML={{
              __html: glossaryStructuredData(article.title, terms, url),
            }}
          />
        ) : null}
        <h1>{article.title}</h1>
        <Byline article={article} />
        <p className="article__summary">{article.summary}</p>
        <ContentBlocks body={article.body} />
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-articles" className="related-articles">
          <h2 id="related-articles">{`More in ${category.name}`}</h2>
          <ArticleList articles={related} headingLevel={3} />
          <p>
            <Link to={categoryPath(article.section, category.slug)}>
              {`All ${category.name} articles`}
            </Link>
          </p>
        </aside>
      ) : null}
    </>
  );
}

export const hubRoute = (client: Client, section: ContentSection) => ({
  loader: (args: LoaderFunctionArgs) => hubLoader(client, section, args),
  Component: HubPage,
  handle: {
    meta: () => ({
      title: SECTION_INFO[section].title,
      description: SECTION_INFO[section].description,
    }),
  } satisfies RouteHandle,
});

export const categoryRoute = (client: Client, section: ContentSection) => ({
  loader: (args: LoaderFunctionArgs) => categoryLoader(client, section, args),
  Component: CategoryPage,
  handle: { meta: categoryMeta } satisfies RouteHandle,
});

export const articleRoute = (client: Client, section: ContentSection) => ({
  loader: (args: LoaderFunctionArgs) => articleLoader(client, section, args),
  Component: ArticlePage,
  handle: { meta: articleMeta } satisfies RouteHandle,
});

/** /learn/tire-news-information/tire-dictionary: the glossary, an article of its category. */
export const tireDictionaryRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) =>
    articleLoader(client, "learn", { ...args, params: { ...TIRE_DICTIONARY } }),
  Component: ArticlePage,
  handle: { meta: articleMeta } satisfies RouteHandle,
});
