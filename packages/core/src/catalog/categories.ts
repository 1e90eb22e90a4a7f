/** Category ids for search (storefront.md §3). */
export const CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: "All Season",
  2: "Performance",
  3: "Winter",
  4: "All Terrain",
  5: "Highway",
  6: "Mud Terrain",
  7: "Racing",
  8: "UHP",
  10: "Summer",
  11: "Touring",
  13: "All Weather",
  20: "Track Competition",
};

export function categoryName(id: number): string {
  return CATEGORY_NAMES[id] ?? "Other";
}
