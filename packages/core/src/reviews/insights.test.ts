import { describe, expect, it } from "vitest";
import { reviewInsights } from "./insights";
import { ratingTotals, summarizeRatings } from "./rules";

const none = { dry: null, wet: null, winter: null, comfort: null, noise: null, treadwear: null };

describe("reviewInsights", () => {
  it("answers the questions of the aspects owners rated, and whether they would buy again", () => {
    const summary = summarizeRatings(
      ratingTotals([
        { ratings: { ...none, wet: 5, treadwear: 4 }, buyAgain: true },
        { ratings: { ...none, wet: 4 }, buyAgain: false },
      ]),
    );
    expect(reviewInsights(summary, 60_000)).toEqual([
      {
        question: "How does it grip in the rain?",
        answer: "Owners rate its wet traction 4.5 out of 5 (2 reviews).",
      },
      {
        question: "How long does the tread last?",
        answer:
          "Owners rate its treadwear 4.0 out of 5 (1 review). It carries a 60,000-mile treadwear warranty.",
      },
      {
        question: "Would owners buy it again?",
        answer: "50% of reviewers would buy these tires again.",
      },
    ]);
  });

  it("asks nothing of a tire without reviews", () => {
    expect(reviewInsights(summarizeRatings(ratingTotals([])), 50_000)).toEqual([]);
  });
});
