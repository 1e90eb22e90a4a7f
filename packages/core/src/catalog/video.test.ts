import { describe, expect, it } from "vitest";
import { siteYouTubeVideoSchema, YOUTUBE_EMBED_ORIGIN, youTubeEmbedSrc } from "./video";

describe("line videos", () => {
  it("frames a video from the privacy-enhanced host, playing at once", () => {
    const src = youTubeEmbedSrc({ videoId: "p6Wa3nUuYXs" });
    expect(src).toBe("https://www.youtube-nocookie.com/embed/p6Wa3nUuYXs?autoplay=1&rel=0");
    expect(new URL(src).origin).toBe(YOUTUBE_EMBED_ORIGIN);
  });

  it("takes only a YouTube video id, so nothing else can be framed", () => {
    for (const videoId of [
      "",
      "short",
      "p6Wa3nUuYXs/../x",
      "https://evil.example/x",
      "a b c d e f",
    ])
      expect(() => youTubeEmbedSrc({ videoId })).toThrow();
    expect(
      siteYouTubeVideoSchema.safeParse({ type: "SiteYouTubeVideo", videoId: "x?y=1", title: "t" })
        .success,
    ).toBe(false);
  });
});
