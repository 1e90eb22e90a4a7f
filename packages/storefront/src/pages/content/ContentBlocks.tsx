import { type ContentBlock, glossaryByLetter, isServedFile } from "@treadkit/core/content";
import { Link } from "react-router";

type Definitions = Extract<ContentBlock, { type: "definitions" }>["items"];
type PageLink = { label: string; href: string };

/**
 * A link of a page's body: a storefront page navigates in the app; a file the server serves
 * (a partner example page) loads as a page of its own.
 */
function BodyLink({ link }: { link: PageLink }) {
  return isServedFile(link.href) ? (
    <a href={link.href}>{link.label}</a>
  ) : (
    <Link to={link.href}>{link.label}</Link>
  );
}

function LinkList({ items }: { items: readonly PageLink[] }) {
  return (
    <ul className="content-links">
      {items.map((item) => (
        <li key={item.href}>
          <BodyLink link={item} />
        </li>
      ))}
    </ul>
  );
}

/** Glossary terms under letter headings, with a row of links to the letters. */
function Glossary({ items }: { items: Definitions }) {
  const letters = glossaryByLetter(items);
  return (
    <div className="glossary">
      <nav aria-label="Terms by letter" className="glossary__letters">
        <ul>
          {letters.map((group) => (
            <li key={group.anchor}>
              <a className="glossary__letter-link" href={`#${group.anchor}`}>
                {group.letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} className="glossary__letter">
          <h2 id={group.anchor}>{group.letter}</h2>
          <dl>
            {group.terms.map((item) => (
              <div key={item.term} className="glossary__term">
                <dt>{item.term}</dt>
                <dd>{item.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

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
    case "definitions":
      return <Glossary items={block.items} />;
    case "links":
      return <LinkList items={block.items} />;
    case "questions":
      // Each question a heading of its own, its answer visible below it: readers scan the
      // questions, and search engines credit only answers shown on the page.
      return (
        <div className="faq-list">
          {block.items.map((item) => (
            <div key={item.question} className="faq">
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
              {item.links ? <LinkList items={item.links} /> : null}
            </div>
          ))}
        </div>
      );
  }
}

/** A page's or an article's body. */
export function ContentBlocks({ body }: { body: readonly ContentBlock[] }) {
  return body.map((block, index) => (
    // Blocks have no identity of their own; their order is the page's.
    // biome-ignore lint/suspicious/noArrayIndexKey: the body is static for a render.
    <Block key={index} block={block} />
  ));
}
