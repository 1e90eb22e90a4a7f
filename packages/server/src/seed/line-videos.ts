import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { brands, productLines, productLineVideos } from "../modules/catalog/catalog.schema";

/**
 * The data set's line videos: the makers' YouTube videos for a few of the best-known lines, as
 * the catalogue feed delivers them (brand and line slug, video id, title).
 */
const LINE_VIDEOS: readonly {
  brand: string;
  line: string;
  youtubeId: string;
  title: string;
}[] = [
  {
    brand: "michelin",
    line: "defender2",
    youtubeId: "p6Wa3nUuYXs",
    title: "Michelin Defender2: long-lasting all-season performance",
  },
  {
    brand: "michelin",
    line: "crossclimate2",
    youtubeId: "Qx0LTn1Fc8w",
    title: "Michelin CrossClimate2: all-weather grip in every season",
  },
  {
    brand: "michelin",
    line: "pilot-sport-4s",
    youtubeId: "dO0kS1fWmXk",
    title: "Michelin Pilot Sport 4S: track-bred grip for the road",
  },
  {
    brand: "bridgestone",
    line: "blizzak-ws90",
    youtubeId: "u5bJ4o7nBqU",
    title: "Bridgestone Blizzak WS90: winter traction on ice and snow",
  },
  {
    brand: "goodyear",
    line: "assurance-weatherready",
    youtubeId: "kA3mZ8rX2tE",
    title: "Goodyear Assurance WeatherReady: ready for rain and snow",
  },
];

/** Gives the data set's lines their videos; a line that already has one keeps it. */
export async function fillLineVideos(db: Db): Promise<void> {
  for (const video of LINE_VIDEOS) {
    const [line] = await db
      .select({ id: productLines.id })
      .from(productLines)
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(eq(brands.slug, video.brand), eq(productLines.slug, video.line)));
    if (!line) continue;
    await db
      .insert(productLineVideos)
      .values({ productLineId: line.id, youtubeId: video.youtubeId, title: video.title })
      .onConflictDoNothing();
  }
}
