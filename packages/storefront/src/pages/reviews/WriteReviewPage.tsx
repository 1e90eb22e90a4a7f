import { brandPathSlug, brandSlugFromPath } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import {
  checkReviewForm,
  getReviews,
  lineReviewsHref,
  type RatingSummary,
  REVIEW_PENDING_MESSAGE,
  REVIEW_THANK_YOU_MESSAGE,
  reviewCountText,
  reviewFormFromData,
  submitReview,
  writeReviewHref,
} from "@treadkit/core/reviews";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
} from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData, refusalStatusOf } from "../page-data";
import { ReviewForm, type WriteReviewActionData } from "./ReviewForm";
import { Stars } from "./ReviewParts";

export type WriteReviewData = {
  brand: { slug: string; label: string };
  line: { slug: string; name: string };
  summary: RatingSummary;
  /**
   * The review was just sent: the page thanks the reviewer instead of asking again, saying
   * whether it is shown already or waits to be checked.
   */
  submitted: "published" | "pending" | null;
};

/** What a refused submission answers with: the values as sent and where each message goes. */
/** The brand (without -tires) and line slugs of the page's path. */
function lineOf(params: LoaderFunctionArgs["params"]) {
  return { brand: brandSlugFromPath(params.brand ?? ""), line: params.productLine ?? "" };
}

/**
 * /brands/[brand]/[productLine]/write-a-review: the line must exist (else 404); brand paths end
 * in -tires, the bare slug is sent there.
 */
export async function writeReviewLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<WriteReviewData> {
  const raw = params.brand ?? "";
  const url = new URL(request.url);
  const { brand, line } = lineOf(params);
  if (!raw.endsWith("-tires")) throw redirect(`${writeReviewHref(brand, line)}${url.search}`, 301);
  const list = pageData(await getReviews(client, { brand, line, pageSize: 1 }, request.signal));
  if (!list.scope.brand || !list.scope.line) throw data("Not found", { status: 404 });
  return {
    brand: list.scope.brand,
    line: list.scope.line,
    summary: list.summary,
    submitted:
      url.searchParams.get("submitted") === "1"
        ? "published"
        : url.searchParams.get("submitted") === "pending"
          ? "pending"
          : null,
  };
}

/**
 * The form's submission, in the browser and, for a page without its script, on the server (a
 * plain POST): checked by the core's rules, published through the core call, then the thank-you
 * state at ?submitted=1 (or ?submitted=pending while reviews are moderated). A refusal answers with the values and messages, on the form.
 */
export async function writeReviewAction(client: Client, { params, request }: ActionFunctionArgs) {
  const line = lineOf(params);
  const values = reviewFormFromData(await request.formData());
  const checked = checkReviewForm(line, values);
  if (!checked.valid) {
    return data<WriteReviewActionData>({ values, errors: checked.errors }, { status: 400 });
  }
  const result = await submitReview(client, checked.submission);
  if (!result.isSuccess) {
    return data<WriteReviewActionData>(
      { values, errors: { form: result.error.message } },
      { status: refusalStatusOf(result.error) },
    );
  }
  const shown = result.data.status === "published" ? "1" : "pending";
  return redirect(`${writeReviewHref(line.brand, line.line)}?submitted=${shown}`, 303);
}

function ThankYou({ loaded }: { loaded: WriteReviewData }) {
  const lineName = `${loaded.brand.label} ${loaded.line.name}`;
  return (
    <section className="hero" aria-labelledby="thanks-title">
      <h1 id="thanks-title">{REVIEW_THANK_YOU_MESSAGE}</h1>
      <p>
        {loaded.submitted === "pending"
          ? REVIEW_PENDING_MESSAGE
          : `Your review of the ${lineName} is published.`}
      </p>
      <p>
        <Link className="button" to={lineReviewsHref(loaded.brand.slug, loaded.line.slug)}>
          {`Read reviews of the ${lineName}`}
        </Link>
      </p>
      <p>
        <Link
          to={`/brands/${brandPathSlug(loaded.brand.slug)}`}
        >{`Shop ${loaded.brand.label} tires`}</Link>
      </p>
    </section>
  );
}

export function WriteReviewPage() {
  const loaded = useLoaderData() as WriteReviewData;
  if (loaded.submitted) return <ThankYou loaded={loaded} />;
  const lineName = `${loaded.brand.label} ${loaded.line.name}`;
  return (
    <section className="write-review" aria-labelledby="write-review-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={lineReviewsHref(loaded.brand.slug, loaded.line.slug)}>
          {`${lineName} reviews`}
        </Link>
      </nav>
      <h1 id="write-review-title">{`Write a review of the ${lineName}`}</h1>
      {loaded.summary.average !== null ? (
        <p>
          <Stars value={loaded.summary.average} />
          {` from ${reviewCountText(loaded.summary.count)}`}
        </p>
      ) : (
        <p>Be the first to review this tire.</p>
      )}
      <ReviewForm line={{ brand: loaded.brand.slug, line: loaded.line.slug }} />
    </section>
  );
}

const writeReviewMeta: MetaFunction = ({ data }) => {
  const loaded = data as WriteReviewData | undefined;
  const lineName = loaded ? `${loaded.brand.label} ${loaded.line.name}` : "a tire";
  return {
    title: `Write a review of the ${lineName}`,
    description: `Rate the ${lineName} for dry, wet and winter traction, comfort, noise and treadwear, and tell other drivers how it performs.`,
    // storefront.md §5: never indexed, links followed.
    kind: "writeReview",
  };
};

export const writeReviewRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => writeReviewLoader(client, args),
  action: (args: ActionFunctionArgs) => writeReviewAction(client, args),
  Component: WriteReviewPage,
  handle: { meta: writeReviewMeta } satisfies RouteHandle,
});
