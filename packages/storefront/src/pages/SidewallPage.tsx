import { formatTireSize, parseTireSpec } from "@treadkit/core/catalog";
import {
  ageInMonths,
  DOT_PROBLEM_MESSAGES,
  explainTireSpec,
  madeInLabel,
  readDotCode,
  replacementListingHref,
  tireAgeWarning,
} from "@treadkit/core/sidewall";
import { SidewallScan } from "@treadkit/ui/sidewall";
import { useEffect, useRef } from "react";
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import type { RouteHandle } from "../meta";

/** What a shopper is told when the size and marks typed cannot be read. */
export const SPEC_NOT_READ_MESSAGE =
  "We could not read that size. Type it as your sidewall prints it, such as 225/50R17 98V XL.";

/**
 * Reads the sidewall the shopper typed (GET /sidewall?spec=…&dot=…), from the search overlay, a
 * product page, or this page's own form: each part of the spec explained, and the DOT code's
 * maker, week and the tire's age, with the six-year warning.
 */
export function sidewallLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const typed = (params.get("spec") ?? "").trim();
  const dotTyped = (params.get("dot") ?? "").trim();
  const utqg = params.get("utqg");
  // Read from the shopper's own photo: shown for them to check against the tire.
  const scanned = params.get("scanned") === "1";
  const scanAsked = params.get("scan") === "1";
  const spec = typed ? parseTireSpec(typed) : null;
  const now = new Date();
  const dot = dotTyped ? readDotCode(dotTyped, now) : null;
  return {
    typed,
    dotTyped,
    scanned: scanned && spec !== null,
    scanAsked,
    spec: spec
      ? {
          label: formatTireSize(spec.size),
          parts: explainTireSpec(spec, utqg),
          shopHref: replacementListingHref(spec),
        }
      : null,
    specNotRead: typed !== "" && spec === null,
    dot:
      dot === null
        ? null
        : dot.ok
          ? {
              ok: true as const,
              tin: dot.code.tin,
              made: madeInLabel(dot.code.made),
              plant: dot.code.plant,
              plantCode: dot.code.plantCode,
              ageMonths: ageInMonths(dot.code.made, now),
              warning: tireAgeWarning(dot.code.made, now),
            }
          : { ok: false as const, message: DOT_PROBLEM_MESSAGES[dot.problem] },
  };
}

const age = (months: number) => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} year${years === 1 ? "" : "s"}` : null,
    rest > 0 || years === 0 ? `${rest} month${rest === 1 ? "" : "s"}` : null,
  ].filter(Boolean);
  return `${parts.join(" and ")} old`;
};

export function SidewallPage() {
  const { typed, dotTyped, scanned, scanAsked, spec, specNotRead, dot } =
    useLoaderData<typeof sidewallLoader>();
  const navigate = useNavigate();
  // The form shows what the page explains, also after a scan or a link brings a new spec.
  const specInput = useRef<HTMLInputElement>(null);
  const dotInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (specInput.current) specInput.current.value = typed;
    if (dotInput.current) dotInput.current.value = dotTyped;
  }, [typed, dotTyped]);
  return (
    <section className="sidewall">
      <h1>Read your sidewall</h1>
      {scanned ? (
        <p className="sidewall__scanned" role="status">
          Read from your photo. Check it against your tire before you shop; if it is not right,
          correct it below or scan again.
        </p>
      ) : null}
      <div id="scan">
        <SidewallScan
          focusFirst={scanAsked}
          now={() => new Date()}
          onRead={(read) => {
            const query = new URLSearchParams({ spec: read.spec, scanned: "1" });
            if (read.dot) query.set("dot", read.dot);
            navigate(`/sidewall?${query}`);
          }}
          onSearchAnotherWay={() => document.getElementById("sidewall-spec")?.focus()}
        />
      </div>
      <p>
        Type what your tire's sidewall says after its brand: the size and the marks after it, and if
        you like the DOT code, which tells when the tire was made.
      </p>
      <Form method="get" action="/sidewall" className="sidewall__form">
        <label htmlFor="sidewall-spec">Size and marks</label>
        <input
          id="sidewall-spec"
          ref={specInput}
          name="spec"
          defaultValue={typed}
          placeholder="225/50R17 98V XL"
          autoComplete="off"
          aria-invalid={specNotRead || undefined}
          aria-describedby={specNotRead ? "sidewall-spec-error" : undefined}
        />
        {specNotRead ? (
          <p className="form-error" id="sidewall-spec-error" role="alert">
            {SPEC_NOT_READ_MESSAGE}
          </p>
        ) : null}
        <label htmlFor="sidewall-dot">DOT code (optional)</label>
        <input
          id="sidewall-dot"
          ref={dotInput}
          name="dot"
          defaultValue={dotTyped}
          placeholder="DOT U9LP 2P4R 1224"
          autoComplete="off"
          aria-invalid={(dot && !dot.ok) || undefined}
          aria-describedby={dot && !dot.ok ? "sidewall-dot-error" : undefined}
        />
        {dot && !dot.ok ? (
          <p className="form-error" id="sidewall-dot-error" role="alert">
            {dot.message}
          </p>
        ) : null}
        <button type="submit" className="button sidewall__submit">
          Explain
        </button>
      </Form>
      {spec ? (
        <section aria-labelledby="sidewall-parts-title">
          <h2 id="sidewall-parts-title">{`What ${spec.label} means`}</h2>
          <dl className="sidewall__parts">
            {spec.parts.map((part) => (
              <div key={part.label} className="sidewall__part">
                <dt className="sidewall__label">
                  <span className="sidewall__printed">{part.printed}</span> {part.label}
                </dt>
                <dd className="sidewall__meaning">{part.meaning}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to={spec.shopHref} className="button">
              {`Shop ${spec.label} tires`}
            </Link>
          </p>
        </section>
      ) : null}
      {dot?.ok ? (
        <section aria-labelledby="sidewall-dot-title">
          <h2 id="sidewall-dot-title">{`What ${dot.tin} means`}</h2>
          <dl className="sidewall__parts">
            <div className="sidewall__part">
              <dt className="sidewall__label">Made</dt>
              <dd className="sidewall__meaning">{`${dot.made}: ${age(dot.ageMonths)}`}</dd>
            </div>
            <div className="sidewall__part">
              <dt className="sidewall__label">Plant</dt>
              <dd className="sidewall__meaning">
                {dot.plant
                  ? `${dot.plantCode}: ${dot.plant.maker}, ${dot.plant.place}`
                  : `${dot.plantCode}: a plant of a maker we do not carry`}
              </dd>
            </div>
          </dl>
          {dot.warning ? (
            <p className="sidewall__warning" role="alert">
              {dot.warning}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

export const sidewallRoute = {
  loader: sidewallLoader,
  Component: SidewallPage,
  handle: {
    meta: ({ data }) => {
      const loaded = data as ReturnType<typeof sidewallLoader> | undefined;
      return {
        title: loaded?.spec
          ? `${loaded.spec.label}: your sidewall explained`
          : "Read your sidewall",
        description:
          "What each mark on a tire's sidewall means: size, load index, speed rating, XL, run-flat, UTQG, and the DOT code that tells how old the tire is.",
      };
    },
  } satisfies RouteHandle,
};
