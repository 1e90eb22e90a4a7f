import {
  bestMatchVehicleId,
  type CatalogLines,
  type CatalogLinesQuery,
  type CatalogListing,
  type CatalogListingQuery,
  type CatalogProduct,
  categoryName,
  DEFAULT_LISTING_SORT,
  type FitmentVehicle,
  formatTireSize,
  INVALID_SIZE_MESSAGE,
  isLightTruckSize,
  type ProductDetail,
  parseTireSize,
  productHref,
  productSpecs,
  rankByFit,
  serviceDescription,
  tireSizeSlug,
} from "@treadkit/core/catalog";
import { REORDER_DISCONTINUED_MESSAGE } from "@treadkit/core/order";
import { isFresh, type ProductionWeek } from "@treadkit/core/sidewall";
import type { Db } from "../../db/client";
import { visibleBrands } from "../../http/client-auth";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { lineRating } from "../reviews/reviews.service";
import { findVehicleView } from "../vehicles/vehicles.service";
import {
  findBrandLines,
  findFacets,
  findProductDetail,
  findProducts,
  findVehicle,
  type ProductFilter,
  type ProductRow,
  type ProductSort,
  weekOfFreshestMade,
} from "./catalog.repository";
import { TIRE_VIEW_NAMES, TIRE_VIEWS, type TireView, tireImagePath } from "./imagery/tire";

/**
 * The tire's drawn pictures, the side view first. A listing card shows only that one, so a
 * listing carries only that one; the product page's gallery has every view.
 */
function tireImages(row: ProductRow, views: readonly TireView[]): CatalogProduct["imageList"] {
  const name = `${row.brandName} ${row.lineName} ${row.sizeLabel}`;
  return views.map((view) => ({
    type: "SiteCatalogProductImage",
    view,
    src: tireImagePath(row.sku, view),
    altText: `${name}, ${TIRE_VIEW_NAMES[view]}`,
  }));
}

const CARD_VIEWS = ["sidewall"] as const satisfies readonly TireView[];

export function reshapeProduct(
  row: ProductRow,
  views: readonly TireView[] = CARD_VIEWS,
  now: Date = new Date(),
): CatalogProduct {
  return {
    productId: String(row.id),
    brand: { label: row.brandName, slug: row.brandSlug },
    name: row.lineName,
    productLine: { name: row.lineName, slug: row.lineSlug },
    size: row.sizeLabel,
    loadIndex: row.loadIndex,
    speedRating: row.speedRating,
    categoryName: categoryName(row.categoryId),
    type: row.tireType as CatalogProduct["type"],
    imageList: tireImages(row, views),
    priceList: [{ salePriceInCents: row.salePriceCents, listPriceInCents: row.listPriceCents }],
    link: { href: productHref(row.brandSlug, row.lineSlug, String(row.id)) },
    minQuantityAllowedForCart: row.minQuantityAllowedForCart,
    curationType: null,
    availability: row.availability as CatalogProduct["availability"],
    isInstallable: row.isInstallable,
    isRunFlat: row.isRunFlat,
    isExtraLoad: row.isExtraLoad,
    isFreshStock: isFreshWeek(weekOfFreshestMade(row.freshestMade), now),
    rating:
      row.ratingCount && row.ratingAverage
        ? { average: Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount }
        : null,
  };
}

const isFreshWeek = (made: ProductionWeek | null, now: Date) => made !== null && isFresh(made, now);

function sizeInfo(input: string) {
  const size = parseTireSize(input);
  if (!size) throw badRequest(INVALID_SIZE_MESSAGE, "INVALID_TIRE_SIZE");
  // The P prefix is dropped: the listing holds P-metric and Euro-metric tires alike. An LT size
  // keeps its reading: it lists light-truck tires only.
  const lightTruck = isLightTruckSize(size);
  const label = formatTireSize(
    size.kind === "metric" && !lightTruck ? { ...size, prefix: "" } : size,
  );
  return { label, slug: tireSizeSlug(size), rimDiameter: size.rimDiameter, lightTruck };
}

const withoutFlag = ({ lightTruck: _lightTruck, ...info }: ReturnType<typeof sizeInfo>) => info;

/** A size's listing filter: an LT size adds the light-truck filter (size.ts). */
function sizeFilter(
  filters: ProductFilter,
  size: { slug: string; lightTruck: boolean } | null,
): ProductFilter {
  return {
    ...filters,
    sizeSlug: size?.slug,
    lightTruck: filters.lightTruck || size?.lightTruck || undefined,
  };
}

/** Best match ranks at most this many tires by their fit to the shopper's vehicle. */
const BEST_MATCH_FIT_CANDIDATES = 2000;

/**
 * A page of tires in the sort asked for. Best match for a vehicle ranks the tires that fit it
 * first (core's rankByFit on the fitment rules), so it pages the ranked list of the scope.
 */
async function listPage(
  db: Db,
  filter: ProductFilter,
  page: { offset: number; limit: number; sort: ProductSort },
  fit: FitmentVehicle | null,
  now: Date,
): Promise<{ rows: CatalogProduct[]; total: number }> {
  if (!fit) {
    const found = await findProducts(db, filter, page);
    return {
      rows: found.rows.map((row) => reshapeProduct(row, CARD_VIEWS, now)),
      total: found.total,
    };
  }
  const all = await findProducts(db, filter, {
    offset: 0,
    limit: BEST_MATCH_FIT_CANDIDATES,
    sort: "best-match",
  });
  const ranked = rankByFit(
    fit,
    all.rows.map((row) => reshapeProduct(row, CARD_VIEWS, now)),
  );
  return { rows: ranked.slice(page.offset, page.offset + page.limit), total: all.total };
}

/** Tires by size (front and rear), vehicle, brand, line, type, category or deals, with facets. */
export async function listCatalog(
  db: Db,
  query: CatalogListingQuery,
  brandRestriction: string[] | null = null,
  now: Date = new Date(),
): Promise<CatalogListing> {
  let size = query.size ? sizeInfo(query.size) : null;
  let rearSize = query.rearSize ? sizeInfo(query.rearSize) : null;
  let vehicle: CatalogListing["vehicle"] = null;
  if (query.vehicleId !== undefined) {
    const row = await findVehicle(db, query.vehicleId);
    if (!row) throw notFound("We could not find that vehicle", "VEHICLE_NOT_FOUND");
    vehicle = {
      vehicleId: row.id,
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
    };
    // A vehicle lists every tire of its sizes; its fitment verdicts judge LT against P-metric.
    size = { ...sizeInfo(row.frontSize), lightTruck: false };
    rearSize =
      row.rearSizeSlug !== row.frontSizeSlug
        ? { ...sizeInfo(row.rearSize), lightTruck: false }
        : null;
  }
  if (rearSize?.slug === size?.slug) rearSize = null;

  const filters: ProductFilter = {
    rimDiameter: query.rimDiameter,
    sectionWidth: query.width,
    brandSlugs: visibleBrands(brandRestriction, query.brand),
    lineSlug: query.line,
    tireType: query.type,
    categoryIds: query.category?.map(Number),
    speedRatings: query.speedRating,
    minLoadIndex: query.minLoadIndex,
    runFlat: query.runFlat,
    lightTruck: query.lightTruck,
    minPriceCents: query.minPriceInCents,
    maxPriceCents: query.maxPriceInCents,
    deals: query.deals,
  };
  const sort = query.sort ?? DEFAULT_LISTING_SORT;
  const page = {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    sort,
  };
  const scope: ProductFilter = {
    sizeSlug: size?.slug,
    lightTruck: size?.lightTruck || undefined,
    deals: query.deals,
    brandSlugs: brandRestriction ?? undefined,
  };
  const fitVehicleId = bestMatchVehicleId(query.fitVehicleId, query.vehicleId);
  const fit =
    sort === "best-match" && fitVehicleId !== null ? await findVehicleView(db, fitVehicleId) : null;
  const [front, rear, facets] = await Promise.all([
    listPage(db, sizeFilter(filters, size), page, fit, now),
    rearSize ? listPage(db, sizeFilter(filters, rearSize), page, fit, now) : null,
    // Facets count within the scope with the filters applied the disjunctive way: each facet
    // with every filter but its own (a brand page's brand filter narrows its lines' counts).
    findFacets(db, scope, filters),
  ]);
  return {
    size: size && withoutFlag(size),
    rearSize: rearSize && withoutFlag(rearSize),
    vehicle,
    siteCatalogProducts: front.rows,
    rearSiteCatalogProducts: rear ? rear.rows : [],
    facets: {
      brands: facets.brands,
      lines: facets.lines,
      categories: facets.categories.map((c) => ({
        value: String(c.value),
        label: categoryName(c.value),
        count: c.count,
      })),
      types: facets.types.map((t) => ({ value: t.value, label: t.value, count: t.count })),
      speedRatings: facets.speedRatings.map((r) => ({
        value: r.value,
        label: r.value,
        count: r.count,
      })),
      price:
        facets.price.min === null || facets.price.max === null
          ? null
          : { minInCents: facets.price.min, maxInCents: facets.price.max },
      lightTruck: facets.lightTruck,
    },
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      total: Math.max(front.total, rear?.total ?? 0),
    },
  };
}

export async function getProductDetail(
  db: Db,
  productId: string,
  brandRestriction: string[] | null = null,
  now: Date = new Date(),
): Promise<ProductDetail> {
  const detail = await findProductDetail(db, Number(productId));
  if (!detail || (brandRestriction && !brandRestriction.includes(detail.row.brandSlug)))
    throw notFound("Product not found", "PRODUCT_NOT_FOUND");
  // A tire taken out of the range is gone for good: its page says so (storefront.md §8).
  if (detail.row.discontinuedAt)
    throw new HttpError(410, "PRODUCT_DISCONTINUED", REORDER_DISCONTINUED_MESSAGE);
  const { row } = detail;
  return {
    siteProduct: {
      ...reshapeProduct(row, TIRE_VIEWS, now),
      sku: row.sku,
      warrantyMiles: row.warrantyMiles,
      utqg: row.utqg,
      specs: {
        loadRange: row.loadRange,
        isRunFlat: row.isRunFlat,
        isExtraLoad: row.isExtraLoad,
        isOversize: row.isOversize,
        ...productSpecs({
          size: row.sizeLabel,
          loadIndex: row.loadIndex,
          speedRating: row.speedRating,
        }),
      },
      stock: {
        totalQuantity: detail.stock.total,
        warehouseCount: detail.stock.warehouses,
        madeIn: detail.stock.freshest && {
          ...detail.stock.freshest,
          isFresh: isFresh(detail.stock.freshest, now),
        },
      },
    },
    rating: await lineRating(db, row.productLineId),
    video: detail.video && {
      type: "SiteYouTubeVideo",
      videoId: detail.video.youtubeId,
      title: detail.video.title,
    },
    otherSizes: detail.otherSizes.map((other) => ({
      productId: String(other.id),
      size: other.size,
      salePriceInCents: other.salePriceCents,
      href: productHref(row.brandSlug, row.lineSlug, String(other.id)),
      serviceDescription: serviceDescription(other),
      isCurrent: other.id === row.id,
    })),
  };
}

/**
 * A brand's product lines as its page's cards (or one line's, for its size filters): picture,
 * rating, lowest price of one tire and sizes. A brand without tires on sale, or one the account
 * may not see, is not found.
 */
export async function listBrandLines(
  db: Db,
  query: CatalogLinesQuery,
  brandRestriction: string[] | null = null,
): Promise<CatalogLines> {
  const visible = !brandRestriction || brandRestriction.includes(query.brand);
  const found = visible ? await findBrandLines(db, query.brand, query.line) : null;
  const first = found?.lines[0];
  if (!found || !first) throw notFound("Brand not found", "BRAND_NOT_FOUND");
  return {
    brand: { slug: query.brand, label: first.brandName },
    lines: found.lines.map((line) => ({
      slug: line.slug,
      name: line.name,
      image: {
        src: tireImagePath(line.cheapestSku, "sidewall"),
        altText: `${line.brandName} ${line.name}, ${TIRE_VIEW_NAMES.sidewall}`,
      },
      rating:
        line.ratingCount && line.ratingAverage
          ? { average: Math.round(line.ratingAverage * 10) / 10, count: line.ratingCount }
          : null,
      fromPriceInCents: line.fromPriceCents,
      sizes: found.sizes
        .filter((size) => size.lineSlug === line.slug)
        .map(({ lineSlug: _line, ...size }) => size),
    })),
  };
}
