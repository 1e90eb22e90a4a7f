import { MONTH_NAMES } from "../calendar/names";
import type { ContentSection, Pagination } from "./article-schemas";
import { isContentSlug } from "./rules";
import type { ContentBlock } from "./schemas";

type Definition = Extract<ContentBlock, { type: "definitions" }>["items"][number];
type Question = Extract<ContentBlock, { type: "questions" }>["items"][number];

/** What each section is called, says about itself and where it lives. */
export const SECTION_INFO: Record<
  ContentSection,
  { title: string; description: string; path: string }
> = {
  learn: {
    title: "Tire Learning Center",
    description:
      "Tire advice from our team: how to read a tire size, when to rotate and replace tires, seasonal driving and the tire dictionary.",
    path: "/learn",
  },
  press: {
    title: "Press Room",
    description: "News from Treadkit: company announcements, product releases and partnerships.",
    path: "/press",
  },
};

/** The category and slug of the tire dictionary (storefront.md §2 "Content"). */
export const TIRE_DICTIONARY = { category: "tire-news-information", slug: "tire-dictionary" };
export const TIRE_DICTIONARY_PATH = "/learn/tire-news-information/tire-dictionary";

export function sectionPath(section: ContentSection): string {
  return SECTION_INFO[section].path;
}

/** A category's page; page 1 has no query, so it has one address. */
export function categoryPath(section: ContentSection, category: string, page = 1): string {
  const path = `${sectionPath(section)}/${category}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

export function articlePath(section: ContentSection, category: string, slug: string): string {
  return `${sectionPath(section)}/${category}/${slug}`;
}

/**
 * The category and article slugs of a path's parameters, or null when either cannot be a slug
 * (such a path is a 404 without a lookup). A missing slug is a category page's.
 */
export function parseArticleParams(params: {
  category?: string | undefined;
  slug?: string | undefined;
}): { category: string; slug: string | null } | null {
  const { category, slug } = params;
  if (category === undefined || !isContentSlug(category)) return null;
  if (slug === undefined) return { category, slug: null };
  return isContentSlug(slug) ? { category, slug } : null;
}

/**
 * The page number of a category page's ?page= value: 1 when absent, null when it is not a whole
 * number from 1 (a 404, so that every listed page has one address).
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(value)) return null;
  return Number(value);
}

export function pageCount({ pageSize, total }: Pagination): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type Crumb = { href: string; label: string };

/** The pages above a category or an article: the section, then the category. */
export function articleBreadcrumbs(
  section: ContentSection,
  category?: { slug: string; name: string },
): Crumb[] {
  const crumbs = [{ href: sectionPath(section), label: SECTION_INFO[section].title }];
  if (category) crumbs.push({ href: categoryPath(section, category.slug), label: category.name });
  return crumbs;
}

/** "2025-03-14" as "March 14, 2025", the same on the server and in every browser's locale. */
export function publishedDateText(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const name = MONTH_NAMES[(month ?? 1) - 1] ?? "";
  return `${name} ${day}, ${year}`;
}

export type GlossaryLetter = { letter: string; anchor: string; terms: Definition[] };

/** The letter a term is listed under: its first letter, or "#" for a number or a sign. */
export function glossaryLetter(term: string): string {
  const first = term.trim().normalize("NFD").charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

/**
 * A glossary's terms in alphabetical order (case and accents aside), grouped under their first
 * letter; terms that begin with a number come first, under "#". Letters without terms are left out.
 */
export function glossaryByLetter(terms: readonly Definition[]): GlossaryLetter[] {
  const sorted = [...terms].sort((a, b) =>
    a.term.localeCompare(b.term, "en", { sensitivity: "base", numeric: true }),
  );
  const groups = new Map<string, Definition[]>();
  for (const item of sorted) {
    const letter = glossaryLetter(item.term);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? -1 : b === "#" ? 1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({
      letter,
      anchor: letter === "#" ? "letter-0-9" : `letter-${letter.toLowerCase()}`,
      terms: grouped,
    }));
}

/** Every term of a body's glossary blocks. */
export function glossaryTerms(body: readonly ContentBlock[]): Definition[] {
  return body.flatMap((block) => (block.type === "definitions" ? block.items : []));
}

/** Every question of a body's questions blocks, in the page's order. */
export function faqQuestions(body: readonly ContentBlock[]): Question[] {
  return body.flatMap((block) => (block.type === "questions" ? block.items : []));
}
