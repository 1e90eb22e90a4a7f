import { type SiteYouTubeVideo, youTubeEmbedSrc } from "@treadkit/core/catalog";
import { useEffect, useRef, useState } from "react";

/**
 * The line's video behind a facade: the line's own picture and a play button, drawn by the
 * store. Nothing is fetched from YouTube until the shopper presses it; then the player is framed
 * in the same box (no shift) and starts, and focus moves into it.
 */
export function LineVideo({
  video,
  poster,
}: {
  video: SiteYouTubeVideo;
  /** The line's picture, from the store. */
  poster: { src: string; altText: string } | undefined;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <section aria-labelledby="video-title" id="video" className="line-video">
      <h2 id="video-title">Video</h2>
      <div className="line-video__box">
        {playing ? (
          <iframe
            ref={frame}
            src={youTubeEmbedSrc(video)}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="eager"
          />
        ) : (
          <button type="button" className="line-video__play" onClick={() => setPlaying(true)}>
            {poster ? <img src={poster.src} alt="" width="640" height="360" /> : null}
            <span className="line-video__icon" aria-hidden="true" />
            <span className="line-video__label">
              Play video: {video.title}
              <small>Plays from YouTube</small>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
