import { type AspectRatings, reviewOverallRating } from "@treadkit/core/reviews";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, productLines } from "../modules/catalog/catalog.schema";
import { reviews } from "../modules/reviews/reviews.schema";

type DemoReview = {
  brand: string;
  line: string;
  ratings: Partial<AspectRatings>;
  summary: string;
  comments: string;
  name: string;
  email: string;
  purchasedOn: string | null;
  vehicle: string;
  milesDriven: string;
  drivingStyle: string;
  whereDriven: string;
  buyAgain: boolean;
  createdAt: string;
};

/** Reviews of lines in both the demo and the full catalogue, so review pages have content. */
const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    brand: "michelin",
    line: "pilot-sport-4s",
    ratings: { dry: 5, wet: 5, comfort: 4, noise: 4, treadwear: 4 },
    summary: "Grip that makes every on-ramp fun",
    comments:
      "Two summers on my GTI. Steering is sharp, braking in the rain is excellent and they are quieter than the tires they replaced.",
    name: "Dana R.",
    email: "dana.r@example.com",
    purchasedOn: "2023-04-12",
    vehicle: "2019 Volkswagen Golf GTI",
    milesDriven: "10000-20000",
    drivingStyle: "sporty",
    whereDriven: "mixed",
    buyAgain: true,
    createdAt: "2024-05-02T14:10:00Z",
  },
  {
    brand: "michelin",
    line: "pilot-sport-4s",
    ratings: { dry: 5, wet: 4, comfort: 3, noise: 3, treadwear: 3 },
    summary: "Superb in the dry, wear faster than I hoped",
    comments:
      "Track days and a daily commute. Dry grip is outstanding; the rears were done at 18,000 miles, which is fair for a tire this sticky.",
    name: "Marcus Lee",
    email: "marcus.lee@example.com",
    purchasedOn: null,
    vehicle: "2020 BMW M340i",
    milesDriven: "10000-20000",
    drivingStyle: "aggressive",
    whereDriven: "track",
    buyAgain: true,
    createdAt: "2024-08-19T09:30:00Z",
  },
  {
    brand: "michelin",
    line: "defender2",
    ratings: { dry: 4, wet: 4, winter: 3, comfort: 5, noise: 5, treadwear: 5 },
    summary: "Quiet, smooth and still deep tread",
    comments:
      "Our family SUV rides noticeably smoother. After 35,000 miles there is plenty of tread left.",
    name: "Priya Natarajan",
    email: "priya.n@example.com",
    purchasedOn: "2022-09-03",
    vehicle: "2018 Honda CR-V EX",
    milesDriven: "30000-50000",
    drivingStyle: "easy",
    whereDriven: "highway",
    buyAgain: true,
    createdAt: "2024-03-11T18:45:00Z",
  },
  {
    brand: "michelin",
    line: "crossclimate2",
    ratings: { dry: 4, wet: 5, winter: 5, comfort: 4, noise: 3, treadwear: 4 },
    summary: "Real snow traction without swapping tires",
    comments:
      "Ohio winter with two heavy snowfalls and not a single slip. A little hum on the highway, nothing bad.",
    name: "Tom O'Brien",
    email: "tom.obrien@example.com",
    purchasedOn: "2023-10-20",
    vehicle: "2021 Toyota RAV4",
    milesDriven: "5000-10000",
    drivingStyle: "average",
    whereDriven: "mixed",
    buyAgain: true,
    createdAt: "2024-02-27T07:05:00Z",
  },
  {
    brand: "michelin",
    line: "crossclimate2",
    ratings: { dry: 4, wet: 4, winter: 4, comfort: 4, noise: 4, treadwear: null },
    summary: "Confident in every season so far",
    comments: "Bought them for the mountains and they have been great on ice and wet leaves.",
    name: "Elena Garcia",
    email: "elena.garcia@example.com",
    purchasedOn: null,
    vehicle: "2017 Subaru Outback",
    milesDriven: "under-5000",
    drivingStyle: "average",
    whereDriven: "rural",
    buyAgain: true,
    createdAt: "2024-06-14T12:00:00Z",
  },
  {
    brand: "bridgestone",
    line: "turanza-quiettrack",
    ratings: { dry: 4, wet: 4, comfort: 5, noise: 5, treadwear: 4 },
    summary: "The name is right: very quiet",
    comments:
      "Highway noise dropped a lot compared with my old all-seasons. Smooth over bad roads.",
    name: "Walter Brooks",
    email: "walter.brooks@example.com",
    purchasedOn: "2023-06-01",
    vehicle: "2016 Lexus ES 350",
    milesDriven: "20000-30000",
    drivingStyle: "easy",
    whereDriven: "highway",
    buyAgain: true,
    createdAt: "2024-04-08T16:20:00Z",
  },
  {
    brand: "bridgestone",
    line: "turanza-quiettrack",
    ratings: { dry: 3, wet: 3, winter: 2, comfort: 4, noise: 4, treadwear: 3 },
    summary: "Comfortable, but not for snow",
    comments: "Pleasant around town. In the first snow they struggled on hills.",
    name: "Kim Nguyen",
    email: "kim.nguyen@example.com",
    purchasedOn: null,
    vehicle: "2015 Toyota Camry",
    milesDriven: "5000-10000",
    drivingStyle: "average",
    whereDriven: "city",
    buyAgain: false,
    createdAt: "2024-01-22T10:15:00Z",
  },
  {
    brand: "falken",
    line: "wildpeak-a-t4w",
    ratings: { dry: 4, wet: 4, winter: 4, comfort: 3, noise: 3, treadwear: 4 },
    summary: "Handles gravel and trails with ease",
    comments: "Weekend trails and daily driving. Some road noise, as expected from an all-terrain.",
    name: "Jake Miller",
    email: "jake.miller@example.com",
    purchasedOn: "2023-03-18",
    vehicle: "2020 Ford F-150 XLT",
    milesDriven: "10000-20000",
    drivingStyle: "average",
    whereDriven: "off-road",
    buyAgain: true,
    createdAt: "2024-07-30T08:40:00Z",
  },
  {
    brand: "goodyear",
    line: "assurance-weatherready",
    ratings: { dry: 4, wet: 5, winter: 4, comfort: 4, noise: 4, treadwear: 4 },
    summary: "Sure-footed in heavy rain",
    comments: "Florida downpours are no problem. Good value for an all-weather tire.",
    name: "Angela Davis",
    email: "angela.davis@example.com",
    purchasedOn: "2023-08-09",
    vehicle: "2019 Nissan Rogue",
    milesDriven: "10000-20000",
    drivingStyle: "easy",
    whereDriven: "city",
    buyAgain: true,
    createdAt: "2024-09-05T13:25:00Z",
  },
];

const NOT_RATED: AspectRatings = {
  dry: null,
  wet: null,
  winter: null,
  comfort: null,
  noise: null,
  treadwear: null,
};

/** The day the reviews' dates are written as of; they move with the day the data is loaded. */
const WRITTEN_AS_OF = Date.parse("2024-09-15T00:00:00Z");

/**
 * Adds the demo reviews of lines the catalogue has (the others are skipped), dated as long
 * before asOf as they were written before WRITTEN_AS_OF.
 */
export async function seedReviews(db: Db, asOf: Date): Promise<void> {
  const shift = asOf.getTime() - WRITTEN_AS_OF;
  const moved = (iso: string) => new Date(Date.parse(iso) + shift);
  for (const review of DEMO_REVIEWS) {
    const [line] = await db
      .select({ id: productLines.id })
      .from(productLines)
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(eq(brands.slug, review.brand), eq(productLines.slug, review.line)));
    if (!line) continue;
    const ratings = { ...NOT_RATED, ...review.ratings };
    const overall = reviewOverallRating(ratings);
    if (overall === null) throw new Error(`demo review by ${review.name} rates nothing`);
    await db.insert(reviews).values({
      productLineId: line.id,
      dryRating: ratings.dry,
      wetRating: ratings.wet,
      winterRating: ratings.winter,
      comfortRating: ratings.comfort,
      noiseRating: ratings.noise,
      treadwearRating: ratings.treadwear,
      overallRating: overall,
      summary: review.summary,
      comments: review.comments,
      reviewerName: review.name,
      email: review.email,
      purchasedOn: review.purchasedOn
        ? moved(`${review.purchasedOn}T00:00:00Z`).toISOString().slice(0, 10)
        : null,
      vehicle: review.vehicle,
      milesDriven: review.milesDriven,
      drivingStyle: review.drivingStyle,
      whereDriven: review.whereDriven,
      buyAgain: review.buyAgain,
      createdAt: moved(review.createdAt),
    });
  }
}
