import { categoryHref, categoryPages, TIRE_TYPES, tireTypeHref } from "@treadkit/core/catalog";
import { Link } from "react-router";

export type PageLink = { href: string; text: string };

/** Every tire type's page, as the types hub and the site map link them. */
export const tireTypeLinks = (): PageLink[] =>
  TIRE_TYPES.map((type) => ({ href: tireTypeHref(type), text: `${type} tires` }));

/** Every category's page, as the categories hub and the site map link them. */
export const categoryLinks = (): PageLink[] =>
  categoryPages().map((category) => ({
    href: categoryHref(category.slug),
    text: `${category.name} tires`,
  }));

/** A plain list of page links, laid out as the size links are. */
export function LinkList({ links }: { links: readonly PageLink[] }) {
  return (
    <ul className="size-links">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.text}</Link>
        </li>
      ))}
    </ul>
  );
}
