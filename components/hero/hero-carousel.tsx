"use client";

import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { site, SLIDE_COUNT } from "@/lib/config/site";
import { useSplashCovering } from "@/components/site/site-shell";
import { useCarousel } from "./use-carousel";
import { VideoSlide } from "./video-slide";
import styles from "./hero.module.css";

const SWIPE_MIN_PX = 40;

export function HeroCarousel() {
  const t = useTranslations("hero");
  const slides = site.slides;
  const carousel = useCarousel(SLIDE_COUNT, (i) => slides[i].type === "video", useSplashCovering());
  const { index, goTo, next, previous } = carousel;
  // Slides are mounted once first needed, so only the first image loads with the page.
  const [mounted, setMounted] = useState(() => new Set([0, 1]));
  const swipeStart = useRef<number | null>(null);

  if (!mounted.has(index) || !mounted.has((index + 1) % SLIDE_COUNT)) {
    setMounted(new Set([...mounted, index, (index + 1) % SLIDE_COUNT]));
  }

  const isRtl = () => document.documentElement.dir === "rtl";
  const counter = t("counter", { current: index + 1, total: SLIDE_COUNT });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const forward = (event.key === "ArrowRight") !== isRtl();
    if (forward) next();
    else previous();
  }

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(delta) < SWIPE_MIN_PX) return;
    const forward = delta < 0 !== isRtl();
    if (forward) next();
    else previous();
  }

  // Hover is a mouse's (or pen's) resting place; a finger's tap leaves no hover behind.
  const onHover = (hovered: boolean) => (event: PointerEvent) => event.pointerType !== "touch" && carousel.setHovered(hovered);

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t("label")}
      data-testid="carousel"
      data-playing={carousel.playing}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className={styles.viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        // A mouse drag on a slide image would start the browser's image drag, which cancels the pointer and loses the swipe.
        onDragStart={(event) => event.preventDefault()}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.key}
              className={styles.slide}
              data-active={active || undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={`${t("counter", { current: i + 1, total: SLIDE_COUNT })}: ${t(slide.key)}`}
              aria-hidden={!active}
              inert={!active}
              data-testid={`slide-${i + 1}`}
            >
              {mounted.has(i) &&
                (slide.type === "image" ? (
                  <Image
                    src={slide.src}
                    alt={t(slide.key)}
                    fill
                    sizes="(max-width: 1280px) 100vw, 1280px"
                    preload={i === 0}
                    fetchPriority={i === 0 ? "high" : "auto"}
                    loading={i === 0 ? "eager" : "lazy"}
                    className={styles.image}
                  />
                ) : (
                  <VideoSlide slide={slide} active={active} title={t(slide.key)} playLabel={t("playVideo")} />
                ))}
              <p className={styles.caption}>{t(slide.key)}</p>
            </div>
          );
        })}
      </div>

      <p className="visually-hidden" role="status" data-testid="carousel-announcer">
        {carousel.movedByVisitor ? `${counter}: ${t(slides[index].key)}` : ""}
      </p>

      {/* Below the slides, so no control covers a picture (the floor plan's panel fills its right side). */}
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label={t("previous")}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={t("goTo", { number: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-label={t("next")}>
          <span aria-hidden="true">›</span>
        </button>
        {/* Not a live region: the timer's moves would be read out every 5 s. The announcer above speaks for the visitor's. */}
        <p className={styles.counter} data-testid="carousel-counter">
          {/* "3 / 7" reads left to right in every language; the badge itself follows the page. */}
          <span dir="ltr">{counter}</span>
        </p>
        <button type="button" className={styles.toggle} onClick={carousel.togglePlaying} data-testid="carousel-toggle">
          <span className={styles.toggleIcon} aria-hidden="true">
            {carousel.playing ? <PauseIcon /> : <PlayIcon />}
          </span>
          {carousel.playing ? t("pause") : t("play")}
        </button>
      </div>
    </section>
  );
}

const PauseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
    <rect x="2" y="1" width="3.5" height="12" rx="1" />
    <rect x="8.5" y="1" width="3.5" height="12" rx="1" />
  </svg>
);

// Media symbols are not mirrored in right-to-left pages: play points rightwards everywhere.
const PlayIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
    <path d="M3 1.5v11a.6.6 0 0 0 .9.5l9-5.5a.6.6 0 0 0 0-1l-9-5.5a.6.6 0 0 0-.9.5z" />
  </svg>
);
