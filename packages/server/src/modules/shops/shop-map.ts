/**
 * Maps of the shops near a place, drawn offline from the Census Bureau's boundaries as us-atlas
 * ships them (counties, states and the nation at 1:10,000,000): an SVG with numbered pins that
 * match the list it sits above. No tile server is needed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type GeoPermissibleObjects, geoMercator, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { escapeHtml } from "../../http/html";

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
const MARGIN = 24;
const PIN_HEIGHT = 22;
const MILES_PER_DEGREE_LATITUDE = 69;
const MIN_SPAN_MILES = 3;

type Atlas = {
  land: GeoPermissibleObjects;
  states: GeoPermissibleObjects;
  counties: GeoPermissibleObjects;
};
let atlas: Atlas | null = null;

/** The boundaries, read once per process (about 0.8 MB of TopoJSON). */
function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const file = createRequire(import.meta.url).resolve("us-atlas/counties-10m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    nation: GeometryCollection;
    states: GeometryCollection;
    counties: GeometryCollection;
  }>;
  atlas = {
    land: feature(topology, topology.objects.nation),
    states: mesh(topology, topology.objects.states, (a, b) => a !== b),
    counties: mesh(
      topology,
      topology.objects.counties,
      (a, b) => a !== b && (a.id as string).slice(0, 2) === (b.id as string).slice(0, 2),
    ),
  };
  return atlas;
}

export type MapPoint = { latitude: number; longitude: number };

/**
 * An SVG map of the shops around `centre` (all within `radiusMiles`), as pins numbered in the
 * order given, with the centre marked. `title` names it for assistive technology.
 */
export function shopsMapSvg(input: {
  title: string;
  /** The place at the centre, labelled beside its mark ("Austin"). */
  centreLabel: string;
  centre: MapPoint;
  radiusMiles: number;
  shops: readonly MapPoint[];
}): string {
  const { land, states, counties } = loadAtlas();
  const { centre } = input;
  // Framed to the shops and the centre, at least a few miles across: spread pins, not empty land.
  const spanMiles = Math.min(input.radiusMiles, MIN_SPAN_MILES);
  const dLat = spanMiles / MILES_PER_DEGREE_LATITUDE;
  const dLon = dLat / Math.cos((centre.latitude * Math.PI) / 180);
  const frame = {
    type: "MultiPoint" as const,
    coordinates: [
      [centre.longitude - dLon, centre.latitude - dLat],
      [centre.longitude + dLon, centre.latitude + dLat],
      ...input.shops.map((s) => [s.longitude, s.latitude]),
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        // A pin stands above its point: more room at the top.
        [MARGIN, MARGIN + PIN_HEIGHT],
        [MAP_WIDTH - MARGIN, MAP_HEIGHT - MARGIN],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(1);
  const at = (p: MapPoint) => projection([p.longitude, p.latitude]) ?? [0, 0];
  const [cx, cy] = at(centre);
  const pins = input.shops
    .map((shop, i) => {
      const [x, y] = at(shop);
      const n = i + 1;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><path d="M0 0 L-7 -12 A9 9 0 1 1 7 -12 Z" fill="#0b57d0" stroke="#fff" stroke-width="1.5"/><text y="-14" text-anchor="middle" font-size="${n > 9 ? 9 : 11}" font-weight="700" fill="#fff">${n}</text></g>`;
    })
    .reverse()
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img" aria-label="${escapeHtml(input.title)}" font-family="system-ui, sans-serif">`,
    `<title>${escapeHtml(input.title)}</title>`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#dbe9f4"/>`,
    `<path d="${path(land) ?? ""}" fill="#f4f1ea"/>`,
    `<path d="${path(counties) ?? ""}" fill="none" stroke="#c9c3b6" stroke-width="0.6"/>`,
    `<path d="${path(states) ?? ""}" fill="none" stroke="#8a8272" stroke-width="1.2"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="5" fill="#fff" stroke="#1b1b1b" stroke-width="2"/>`,
    `<text x="${(cx + 9).toFixed(1)}" y="${(cy + 4).toFixed(1)}" font-size="13" font-weight="700" fill="#1b1b1b" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeHtml(input.centreLabel)}</text>`,
    pins,
    "</svg>",
  ].join("");
}
