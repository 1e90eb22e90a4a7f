import type { ProductDetail } from "./schemas";

export type SpecGroup = { title: string; rows: [term: string, value: string][] };

const whole = new Intl.NumberFormat("en-US");

/**
 * A tire's specifications as the product page groups them: size and fit, performance,
 * construction, and warranty. A spec the catalogue does not know is left out, and so is a group
 * left empty.
 */
export function productSpecGroups(product: ProductDetail["siteProduct"]): SpecGroup[] {
  const { specs } = product;
  const groups: { title: string; rows: [string, string | null][] }[] = [
    {
      title: "Size and fit",
      rows: [
        ["Size", product.size],
        ["Load index and speed rating", `${product.loadIndex}${product.speedRating}`],
        ["Load range", specs.loadRange],
        [
          "Load capacity",
          specs.loadCapacityLbs === null ? null : `${whole.format(specs.loadCapacityLbs)} lbs`,
        ],
        [
          "Overall diameter",
          specs.overallDiameterInches === null ? null : `${specs.overallDiameterInches} in`,
        ],
      ],
    },
    {
      title: "Performance",
      rows: [
        ["Category", product.categoryName],
        ["Type", product.type],
        ["Maximum speed", specs.maxSpeedMph === null ? null : `${specs.maxSpeedMph} mph`],
        ["UTQG", product.utqg],
      ],
    },
    {
      title: "Construction",
      rows: [
        ["Run flat", specs.isRunFlat ? "Yes" : "No"],
        ["Extra load", specs.isExtraLoad ? "Yes" : "No"],
      ],
    },
    {
      title: "Warranty",
      rows: [
        [
          "Treadwear warranty",
          product.warrantyMiles === null ? null : `${whole.format(product.warrantyMiles)} miles`,
        ],
      ],
    },
  ];
  return groups
    .map((group) => ({
      title: group.title,
      rows: group.rows.filter((row): row is [string, string] => row[1] !== null),
    }))
    .filter((group) => group.rows.length > 0);
}
