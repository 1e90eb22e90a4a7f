import { CATEGORY_NAMES } from "../catalog/categories";
import { slugify } from "../catalog/links";

/**
 * Guided shopping (storefront.md §2): a few driving-style questions that lead to the category
 * of tire that suits the shopper, listed cheapest first.
 */
export const GUIDED_QUESTIONS = [
  {
    id: "roads",
    question: "Where do you drive most?",
    options: [
      { value: "city", label: "City and highway" },
      { value: "offroad", label: "Gravel, dirt and trails" },
      { value: "spirited", label: "Winding roads, driven hard" },
    ],
  },
  {
    id: "snow",
    question: "How often do you drive on snow or ice?",
    options: [
      { value: "never", label: "Never" },
      { value: "sometimes", label: "A few days a year" },
      { value: "often", label: "All winter" },
    ],
  },
  {
    id: "priority",
    question: "What matters most to you?",
    options: [
      { value: "comfort", label: "A quiet, comfortable ride" },
      { value: "treadLife", label: "Long tread life" },
      { value: "grip", label: "Grip and handling" },
    ],
  },
] as const;

type Question = (typeof GUIDED_QUESTIONS)[number];
export type GuidedAnswers = {
  [Q in Question as Q["id"]]: Q["options"][number]["value"];
};

const ALL_SEASON = 1;
const PERFORMANCE = 2;
const WINTER = 3;
const ALL_TERRAIN = 4;
const HIGHWAY = 5;
const TOURING = 11;
const ALL_WEATHER = 13;

/** The category id the answers lead to; snow decides first, then the roads, then the priority. */
export function guidedCategory(answers: GuidedAnswers): number {
  if (answers.snow === "often") return WINTER;
  if (answers.roads === "offroad") return ALL_TERRAIN;
  if (answers.snow === "sometimes") return ALL_WEATHER;
  if (answers.roads === "spirited" || answers.priority === "grip") return PERFORMANCE;
  if (answers.priority === "treadLife") return HIGHWAY;
  if (answers.priority === "comfort") return TOURING;
  return ALL_SEASON;
}

/** Answers from a form or query; null while any question is unanswered or an answer unknown. */
export function guidedAnswersFrom(values: Record<string, unknown>): GuidedAnswers | null {
  const answers: Record<string, string> = {};
  for (const question of GUIDED_QUESTIONS) {
    const value = values[question.id];
    if (!question.options.some((option) => option.value === value)) return null;
    answers[question.id] = value as string;
  }
  return answers as GuidedAnswers;
}

/** The listing the answers lead to: the category's page, cheapest first. */
export function guidedShoppingHref(answers: GuidedAnswers): string {
  const name = CATEGORY_NAMES[guidedCategory(answers)] ?? "All Season";
  return `/categories/${slugify(name)}?sort=price-asc`;
}
