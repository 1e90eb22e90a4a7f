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

const MAP_WIDTH = 640;
const MAP_HEIGHT = 400;
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
  const points = input.shops.map(at);
  const placed = spreadPins(points);
  const pins = placed
    .map(([x, y], i) => {
      const n = i + 1;
      const [px, py] = points[i] ?? [x, y];
      // A pin moved off its shop so as not to hide another keeps a line to the shop's spot.
      const moved = Math.hypot(px - x, py - y) > 0.5;
      const leader = moved
        ? `<line x1="${px.toFixed(1)}" y1="${py.toFixed(1)}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#0b57d0" stroke-width="1.5"/><circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="2.5" fill="#0b57d0"/>`
        : "";
      return `<g>${leader}<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><path d="M0 0 L-7 -12 A9 9 0 1 1 7 -12 Z" fill="#0b57d0" stroke="#fff" stroke-width="1.5"/><text y="-14" text-anchor="middle" font-size="${n > 9 ? 9 : 11}" font-weight="700" fill="#fff">${n}</text></g></g>`;
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

/** Pins whose heads are closer than this (in map units) would hide one another's number. */
export const PIN_GAP = 20;

/**
 * Where each pin stands: on its point when that leaves every earlier pin's head clear, else on
 * the nearest free spot of rings around the point (upwards first), inside the map. Earlier pins
 * (the nearer shops) keep their places.
 */
export function spreadPins(points: readonly [number, number][]): [number, number][] {
  const placed: [number, number][] = [];
  const clear = ([x, y]: [number, number]) =>
    x >= MARGIN / 2 &&
    x <= MAP_WIDTH - MARGIN / 2 &&
    y >= PIN_HEIGHT &&
    y <= MAP_HEIGHT &&
    placed.every(([ox, oy]) => Math.hypot(ox - x, oy - y) >= PIN_GAP);
  for (const point of points) {
    let spot: [number, number] = point;
    search: for (let ring = 0; ring <= 8 && !clear(spot); ring++) {
      const radius = PIN_GAP * (ring + 1);
      const steps = 8 * (ring + 1);
      for (let step = 0; step < steps; step++) {
        const angle = -Math.PI / 2 + (step * 2 * Math.PI) / steps;
        const candidate: [number, number] = [
          point[0] + radius * Math.cos(angle),
          point[1] + radius * Math.sin(angle),
        ];
        if (clear(candidate)) {
          spot = candidate;
          break search;
        }
      }
    }
    placed.push(spot);
  }
  return placed;
}
