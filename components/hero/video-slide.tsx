"use client";

import { useEffect, useRef, useState } from "react";
import type { VideoTour } from "@/lib/shared/config/site";
import type { ImageAttributes } from "./slide-view";
import styles from "./hero.module.css";

interface VideoSlideProps {
  slide: { poster: string } & VideoTour;
  /** The poster as a sized picture (hero-carousel.tsx); `slide.poster` is the player's own. */
  poster: ImageAttributes;
  active: boolean;
  title: string;
  playLabel: string;
}

/**
 * A poster until the visitor asks to play: the tour's file (or an external player's host) is
 * fetched only then.
 */
export function VideoSlide({ slide, poster, active, title, playLabel }: VideoSlideProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  // Leaving the slide stops the player; coming back shows the poster again, so focus is only moved on a press.
  if (playing && !active) setPlaying(false);
  const showFrame = playing && active;

  // The play button is replaced by the player: focus follows into it rather than falling to the body.
  useEffect(() => {
    if (showFrame) frameRef.current?.focus();
  }, [showFrame]);

  if (showFrame && "sources" in slide) {
    return (
      // The tour has no speech and no sound, so there is nothing to caption.
      <video
        ref={frameRef}
        className={styles.video}
        poster={slide.poster}
        controls
        autoPlay
        playsInline
        aria-label={title}
        data-testid="video-player"
      >
        {slide.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    );
  }
  if (showFrame && "embedUrl" in slide) {
    return (
      <iframe
        ref={frameRef}
        className={styles.video}
        src={slide.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-frame"
      />
    );
  }
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- sized on the server, as the other slides are */}
      <img {...poster} alt={poster.alt} />
      <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={playLabel} data-testid="video-play">
        <span aria-hidden="true">▶</span>
      </button>
    </>
  );
}
