import { SUPPORT_HOURS, SUPPORT_REPLY_PROMISE } from "@treadkit/core/contact";
import { useEffect, useRef } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "../../root-data";

/** Customer service's phone (site globals) and hours (storefront.md §1, §9). */
export function SupportHours() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const globals = root?.globals;
  return (
    <section className="support-way" aria-labelledby="support-hours-title">
      <h2 id="support-hours-title">Call us</h2>
      {globals?.customerServiceEnabled ? (
        <p className="support-phone">
          <a href={`tel:${globals.customerServiceNumber.value}`}>
            {globals.customerServiceNumber.display}
          </a>
        </p>
      ) : null}
      <dl className="support-hours">
        {SUPPORT_HOURS.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p>{`E-mail and messages: ${SUPPORT_REPLY_PROMISE}`}</p>
    </section>
  );
}

/**
 * A sent form's confirmation, in the form's place: announced, and focused when it replaces the
 * form the shopper was in.
 */
export function SentNotice(props: {
  title: string;
  text: string;
  again: { to: string; label: string; onClick(): void };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="notice notice--success support-sent" role="status">
      <h3 tabIndex={-1} ref={heading}>
        {props.title}
      </h3>
      <p>{props.text}</p>
      <p>
        <Link to={props.again.to} onClick={props.again.onClick}>
          {props.again.label}
        </Link>
      </p>
    </div>
  );
}
