import { type RatingAspect, type RatingSummary, ratingText, reviewCountText } from "./rules";

export type Insight = { question: string; answer: string };

const QUESTIONS: [RatingAspect, string, string][] = [
  ["wet", "How does it grip in the rain?", "wet traction"],
  ["dry", "How does it handle on dry roads?", "dry traction"],
  ["winter", "Is it any good in snow?", "winter traction"],
  ["comfort", "Is the ride comfortable?", "ride comfort"],
  ["noise", "Is it quiet?", "road noise (5 is the quietest)"],
  ["treadwear", "How long does the tread last?", "treadwear"],
];

/**
 * The questions shoppers ask of a tire, answered from its owners' reviews: each rated aspect,
 * the warranty with treadwear, and whether owners would buy it again. An aspect nobody rated
 * asks nothing.
 */
export function reviewInsights(summary: RatingSummary, warrantyMiles: number | null): Insight[] {
  const insights: Insight[] = [];
  for (const [aspect, question, name] of QUESTIONS) {
    const { average, count } = summary.aspects[aspect];
    if (average === null || count === 0) continue;
    const warranty =
      aspect === "treadwear" && warrantyMiles !== null
        ? ` It carries a ${warrantyMiles.toLocaleString("en-US")}-mile treadwear warranty.`
        : "";
    insights.push({
      question,
      answer: `Owners rate its ${name} ${ratingText(average)} (${reviewCountText(count)}).${warranty}`,
    });
  }
  if (summary.buyAgainPercent !== null)
    insights.push({
      question: "Would owners buy it again?",
      answer: `${summary.buyAgainPercent}% of reviewers would buy these tires again.`,
    });
  return insights;
}
