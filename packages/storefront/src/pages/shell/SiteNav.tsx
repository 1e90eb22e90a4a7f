import type { MenuSection, SiteMenu } from "@treadkit/core/site";
import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";

function closeOpen(root: HTMLElement | null, except?: Element) {
  for (const details of root?.querySelectorAll("details[open]") ?? []) {
    if (details !== except) details.removeAttribute("open");
  }
}

function SectionLinks({ section }: { section: MenuSection }) {
  return (
    <ul className="sub-nav__links">
      {section.links.map((link) => (
        <li key={link.href}>
          <Link className="sub-nav__link" to={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's sub-navigation from the site menu (storefront.md §2, §7): on large screens a bar
 * of sections, each a disclosure with its links; on small ones a single "Menu" disclosure with
 * every section. Disclosures are <details>, so the menu works before the page is live and
 * without JavaScript; once live, one section opens at a time, Escape closes it and a route
 * change hides the navigation.
 */
export function SiteNav({ menu }: { menu: SiteMenu | null }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Only a route change closes the menu: a section opened before the page went live stays open.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    closeOpen(nav.current);
  }, [pathname]);
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) closeOpen(nav.current);
    };
    document.addEventListener("click", outside);
    return () => document.removeEventListener("click", outside);
  }, []);

  const sections = menu ? [...menu.siteMenuBrowseList, ...menu.siteMenuLearn] : [];
  if (sections.length === 0) return null;

  const onlyOne = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) closeOpen(nav.current, event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    const open = (event.target as Element).closest("details[open]");
    if (!open) return;
    open.removeAttribute("open");
    open.querySelector("summary")?.focus();
  };

  return (
    <nav className="sub-nav" aria-label="Shop" ref={nav} onKeyDown={onKeyDown}>
      <details className="sub-nav__menu" onToggle={onlyOne}>
        <summary>Menu</summary>
        <div className="sub-nav__drawer">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h2>{section.title}</h2>
              <SectionLinks section={section} />
            </section>
          ))}
        </div>
      </details>
      <ul className="sub-nav__bar">
        {sections.map((section) => (
          <li key={section.title} className="sub-nav__item">
            <details onToggle={onlyOne}>
              <summary>{section.title}</summary>
              <div className="sub-nav__panel">
                <SectionLinks section={section} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
