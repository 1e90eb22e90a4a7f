import type { Crumb } from "./article-rules";

/** The help center's pages (storefront.md §2); every one names the help center as canonical (§5). */
export const HELP_CENTER_PATH = "/help-center";
export const HELP_SEARCH_PATH = "/help-center/search";
/** "search" names the results page, so no topic may take it as its slug. */
export const HELP_SEARCH_SEGMENT = "search";

export const HELP_CENTER_TITLE = "Help Center";
export const HELP_CENTER_DESCRIPTION =
  "Answers about orders and tracking, delivery, installation, returns, payments, road hazard coverage and your account.";

/** storefront.md §8: what a search without a match says. */
export const HELP_NO_RESULTS_MESSAGE = "Sorry, no matching results found";

/** Where shoppers and partners write to customer care (storefront.md §2 "Support and info"). */
export const CONTACT_PAGE_PATH = "/contact";

/** storefront.md §1 and §9: when customer care answers, and how soon it replies. */
export const SUPPORT_HOURS = "Monday to Friday 8am to 7pm ET, Saturday 9am to 5pm ET";
export const SUPPORT_REPLY_TIME = "Customer care replies within 24 hours.";

/** Characters a help search may have; a longer one is cut to this on the page. */
export const HELP_QUERY_MAX_LENGTH = 100;

/** Words a search looks for at most; more would only narrow it to nothing. */
export const HELP_SEARCH_MAX_WORDS = 8;
const WORD_MAX_LENGTH = 40;

export function helpTopicPath(topic: string): string {
  return `${HELP_CENTER_PATH}/${topic}`;
}

export function helpArticlePath(topic: string, slug: string): string {
  return `${HELP_CENTER_PATH}/${topic}/${slug}`;
}

export function helpSearchHref(query: string): string {
  return `${HELP_SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

/**
 * The search box's text as the search takes it: spaces trimmed and collapsed, cut to the longest
 * query the server reads; "" when nothing was typed.
 */
export function helpQueryFromParam(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, HELP_QUERY_MAX_LENGTH).trim();
}

/**
 * The words a search looks for: runs of letters and digits, lower-cased, each once, at most
 * HELP_SEARCH_MAX_WORDS. Everything else (quotes, operators, markup) separates words and is
 * never searched for.
 */
export function helpSearchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, WORD_MAX_LENGTH)))].slice(
    0,
    HELP_SEARCH_MAX_WORDS,
  );
}

/** "3 articles match “returns”". */
export function helpResultsText(count: number, query: string): string {
  return `${count} ${count === 1 ? "article matches" : "articles match"} “${query}”`;
}

/** The pages above a help topic or article: the help center, then the topic. */
export function helpBreadcrumbs(topic?: { slug: string; name: string }): Crumb[] {
  const crumbs = [{ href: HELP_CENTER_PATH, label: HELP_CENTER_TITLE }];
  if (topic) crumbs.push({ href: helpTopicPath(topic.slug), label: topic.name });
  return crumbs;
}
