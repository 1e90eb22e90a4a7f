import type { Deal } from "../deals/schemas";
import type { ProductDetail } from "./schemas";

type Product = ProductDetail["siteProduct"];

/** The deals a product's page alerts to: those of its line, its brand, or every tire. */
export function dealsForProduct(deals: readonly Deal[], product: Product): Deal[] {
  return deals.filter(
    (deal) =>
      deal.isActive &&
      deal.target === "tires" &&
      (deal.line
        ? deal.line.slug === product.productLine.slug && deal.brand?.slug === product.brand.slug
        : deal.brand
          ? deal.brand.slug === product.brand.slug
          : true),
  );
}

/** The product page's description: what the tire is and who it is for, from its facts. */
export function productDescription(product: Product): string {
  const warranty =
    product.warrantyMiles === null
      ? ""
      : ` Its treadwear warranty covers ${product.warrantyMiles.toLocaleString("en-US")} miles.`;
  const runFlat = product.specs.isRunFlat ? " It is a run-flat tire." : "";
  return `The ${product.brand.label} ${product.productLine.name} is ${article(product.categoryName)} ${product.categoryName.toLowerCase()} tire for ${typeAudience(product.type)}, here in ${product.size} with load index ${product.loadIndex} and speed rating ${product.speedRating}.${warranty}${runFlat}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function typeAudience(type: Product["type"]): string {
  switch (type) {
    case "Passenger":
      return "cars and minivans";
    case "SUV/Crossover":
      return "SUVs and crossovers";
    case "Light Truck":
      return "pickups and light trucks";
    case "Electric Vehicle":
      return "electric vehicles";
    case "Commercial":
      return "commercial vehicles";
    case "Trailer":
      return "trailers";
  }
}

/** Who the tire suits, by its category: the product page's recommendation. */
const RECOMMENDATIONS: Record<string, string> = {
  "All Season": "Drivers who want one set of tires for dry roads, rain and light snow.",
  "All Weather": "Drivers who see real winter but want one set of tires all year.",
  Winter: "Drivers who face snow and ice for months each winter.",
  Performance: "Drivers who value grip and steering response on dry and wet roads.",
  UHP: "Drivers of sports cars who want the most grip in warm weather.",
  Summer: "Drivers in warm climates who want grip in the dry and the wet.",
  Touring: "Drivers who want a quiet, comfortable ride and long tread life.",
  Highway: "Drivers of trucks and SUVs who spend most miles on the highway.",
  "All Terrain": "Drivers who split their miles between pavement and gravel or dirt.",
  "Mud Terrain": "Drivers who go off road in mud and rocks.",
};

export function productRecommendation(product: Product): string | null {
  return RECOMMENDATIONS[product.categoryName] ?? null;
}
