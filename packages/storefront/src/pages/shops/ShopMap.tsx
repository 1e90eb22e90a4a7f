import type { MapTiles } from "@treadkit/core/site";
import type * as MapLibre from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root-data";

/** Where the street-map library is served from (the server's copy of the published files). */
const MAPLIBRE = "/media/vendor/maplibre";

export type MapPin = { latitude: number; longitude: number; name: string };

let stylesheet: HTMLLinkElement | null = null;

/** The library, with its stylesheet in the page, loaded once and only when a map needs it. */
async function loadMapLibre(): Promise<typeof MapLibre> {
  if (!stylesheet) {
    stylesheet = document.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = `${MAPLIBRE}/maplibre-gl.css`;
    // The page's styles are allowed by its nonce (http/security.ts): the library's carries it too.
    const nonce = document.querySelector<HTMLElement>("style[nonce], script[nonce]")?.nonce;
    if (nonce) stylesheet.nonce = nonce;
    document.head.append(stylesheet);
  }
  const url = `${MAPLIBRE}/maplibre-gl.mjs`;
  return (await import(/* @vite-ignore */ url)) as typeof MapLibre;
}

/** A pin as the offline map draws it: the shop's number in the list, nearer shops on top. */
function pinElement(number: number, name: string, of: number): HTMLElement {
  const pin = document.createElement("span");
  pin.style.zIndex = String(of - number + 1);
  pin.className = "street-map__pin";
  pin.textContent = String(number);
  pin.title = name;
  pin.setAttribute("aria-label", `${number}. ${name}`);
  pin.setAttribute("role", "img");
  return pin;
}

/**
 * Shops on a map, numbered as the list beside it numbers them. The offline map (an SVG the
 * server draws from the bundled atlas) is shown first and without a script; when the operator
 * set street-map tiles (MAP_TILE_URL), a street map with the same pins takes its place once it
 * has drawn. The list stays the accessible primary view.
 */
export function ShopMap({
  svg,
  alt,
  centre,
  pins,
}: {
  /** The offline map's address. */
  svg: string;
  alt: string;
  /** The place the shops are near, kept in view; the pins alone frame the map without it. */
  centre?: { latitude: number; longitude: number };
  pins: readonly MapPin[];
}) {
  const tiles = (useRouteLoaderData("root") as RootData | undefined)?.mapTiles ?? null;
  const container = useRef<HTMLElement>(null);
  const [street, setStreet] = useState(false);
  const key = JSON.stringify([tiles, centre ?? null, pins]);

  useEffect(() => {
    const element = container.current;
    const [given, where, shops] = JSON.parse(key) as [
      MapTiles | null,
      { latitude: number; longitude: number } | null,
      MapPin[],
    ];
    if (!given || !element) return;
    let map: MapLibre.Map | null = null;
    let gone = false;
    void loadMapLibre()
      .then((maplibre) => {
        if (gone) return;
        const bounds = new maplibre.LngLatBounds();
        if (where) bounds.extend([where.longitude, where.latitude]);
        for (const shop of shops) bounds.extend([shop.longitude, shop.latitude]);
        map = new maplibre.Map({
          container: element,
          style: {
            version: 8,
            sources: {
              street: {
                type: "raster",
                tiles: [given.url],
                tileSize: 256,
                attribution: given.attribution,
              },
            },
            layers: [{ id: "street", type: "raster", source: "street" }],
          },
          bounds,
          fitBoundsOptions: { padding: 40, maxZoom: 15 },
          attributionControl: { compact: false },
        });
        map.addControl(new maplibre.NavigationControl({ showCompass: false }));
        shops.forEach((shop, i) => {
          new maplibre.Marker({
            element: pinElement(i + 1, shop.name, shops.length),
            anchor: "bottom",
          })
            .setLngLat([shop.longitude, shop.latitude])
            .addTo(map as MapLibre.Map);
        });
        map.once("load", () => {
          if (!gone) setStreet(true);
        });
      })
      // Without the street map the offline one stays: nothing is lost.
      .catch(() => setStreet(false));
    return () => {
      gone = true;
      map?.remove();
      setStreet(false);
    };
  }, [key]);

  return (
    <div className={`street-map${street ? " street-map--live" : ""}`}>
      <img src={svg} alt={alt} width={640} height={400} loading="lazy" />
      {tiles ? (
        <section
          ref={container}
          className="street-map__canvas"
          aria-label={`Street map: ${alt}`}
          aria-hidden={street ? undefined : true}
        />
      ) : null}
    </div>
  );
}
