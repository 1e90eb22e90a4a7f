import { z } from "zod";

/**
 * A line's video (storefront.md §3, video type SiteYouTubeVideo). The page shows a facade of its
 * own (the line's picture and a play button) and frames the video only when the shopper asks:
 * nothing is fetched from YouTube before, and the privacy-enhanced host sets no cookie until the
 * video plays.
 */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** Where the video is framed from: the one frame origin the store's pages allow. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export const siteYouTubeVideoSchema = z.object({
  type: z.literal("SiteYouTubeVideo"),
  videoId: z.string().regex(YOUTUBE_VIDEO_ID_PATTERN),
  title: z.string().min(1),
});
export type SiteYouTubeVideo = z.infer<typeof siteYouTubeVideoSchema>;

/** The player's address, started at once: the shopper's click was the request to play. */
export function youTubeEmbedSrc(video: Pick<SiteYouTubeVideo, "videoId">): string {
  if (!YOUTUBE_VIDEO_ID_PATTERN.test(video.videoId)) throw new Error("not a YouTube video id");
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${video.videoId}?autoplay=1&rel=0`;
}
