import {
  CONTACT_PAGE_PATH,
  type Crumb,
  HELP_QUERY_MAX_LENGTH,
  HELP_SEARCH_PATH,
  type HelpArticleSummary,
  helpArticlePath,
  SUPPORT_HOURS,
  SUPPORT_REPLY_TIME,
} from "@treadkit/core/content";
import { Form, Link } from "react-router";
import { Breadcrumbs } from "../Breadcrumbs";

/** The hubs above a help page, from the home page down. */
export function HelpCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return <Breadcrumbs crumbs={[{ href: "/", label: "Home" }, ...crumbs]} />;
}

/**
 * The help center's search box: a plain GET form, so it works before (or without) the page's
 * script; the results page searches on the server.
 */
export function HelpSearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  return (
    <Form method="get" action={HELP_SEARCH_PATH} className="help-search" role="search">
      <label htmlFor="help-search">Search the help center</label>
      <div className="help-search__row">
        <input
          id="help-search"
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={HELP_QUERY_MAX_LENGTH}
          placeholder="For example: return a tire"
          autoComplete="off"
          required
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </Form>
  );
}

/** Help articles as cards: the title, linking to the article, and its summary. */
export function HelpArticleList({
  articles,
  headingLevel = 2,
}: {
  articles: readonly HelpArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.slug} className="article-card">
          <Heading className="article-card__title">
            <Link to={helpArticlePath(article.topic.slug, article.slug)}>{article.title}</Link>
          </Heading>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** Where to turn when the articles do not answer: customer care, with its hours. */
export function StillNeedHelp() {
  return (
    <aside aria-labelledby="still-need-help" className="help-contact">
      <h2 id="still-need-help">Still need help?</h2>
      <p>{`Customer care is here ${SUPPORT_HOURS}. ${SUPPORT_REPLY_TIME}`}</p>
      <ul className="content-links">
        <li>
          <Link to={CONTACT_PAGE_PATH}>Contact customer care</Link>
        </li>
        <li>
          <Link to="/track-your-order">Track your order</Link>
        </li>
        <li>
          <Link to="/faqs">Frequently asked questions</Link>
        </li>
      </ul>
    </aside>
  );
}
