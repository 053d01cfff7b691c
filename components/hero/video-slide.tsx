"use client";

import { useState } from "react";
import Image from "next/image";
import styles from "./hero.module.css";

interface VideoSlideProps {
  slide: { poster: string; embedUrl: string };
  active: boolean;
  title: string;
  playLabel: string;
}

/** A poster until the visitor asks to play: the video host is contacted only then. */
export function VideoSlide({ slide, active, title, playLabel }: VideoSlideProps) {
  const [playing, setPlaying] = useState(false);
  if (playing && active) {
    return (
      <iframe
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
      <Image src={slide.poster} alt={title} fill sizes="(max-width: 1280px) 100vw, 1280px" className={styles.image} />
      <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={playLabel} data-testid="video-play">
        <span aria-hidden="true">▶</span>
      </button>
    </>
  );
}
