"use client";

import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslations } from "next-intl";
import { useSplashCovering } from "@/components/site/site-shell";
import { useFirstActionRegion } from "@/lib/client/ui/first-actions";
import { FIRST_ACTIONS_ATTRIBUTE, SLIDE_STEP_ATTRIBUTE, SLIDE_TO_ATTRIBUTE } from "@/lib/shared/ui/first-action";
import type { SlideView } from "./slide-view";
import { useCarousel } from "./use-carousel";
import { usePageLoaded } from "./use-page-loaded";
import { VideoSlide } from "./video-slide";
import styles from "./hero.module.css";

const SWIPE_MIN_PX = 40;

/** The hero carousel as the browser runs it; its slides' pictures come ready-made from hero-carousel.tsx. */
export function CarouselView({ slides }: { slides: SlideView[] }) {
  const t = useTranslations("hero");
  const ts = useTranslations("site");
  const count = slides.length;
  const carousel = useCarousel(count, (i) => slides[i].type === "video", useSplashCovering());
  const { index, goTo, next, previous } = carousel;
  // A slide's picture is drawn once first needed: only the first one loads with the page. The next one is
  // fetched ahead of its turn, but only after the page's load event (or a move of the visitor's), so it
  // never competes with the first one for the first paint.
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const ahead = usePageLoaded() || carousel.movedByVisitor;
  const due = ahead ? [index, (index + 1) % count] : [index];
  const swipeStart = useRef<number | null>(null);
  // An arrow, dot or pause pressed before this ran is pressed again as it arrives (lib/shared/ui/first-action.ts).
  const controls = useRef<HTMLDivElement>(null);
  useFirstActionRegion(controls, "carousel");

  if (due.some((i) => !mounted.has(i))) setMounted(new Set([...mounted, ...due]));

  const isRtl = () => document.documentElement.dir === "rtl";
  const counter = t("counter", { current: index + 1, total: count });

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
              aria-label={ts("labelled", { label: t("counter", { current: i + 1, total: count }), value: slide.title })}
              aria-hidden={!active}
              inert={!active}
              data-testid={`slide-${i + 1}`}
            >
              {mounted.has(i) &&
                (slide.type === "image" ? (
                  // Sized on the server (hero-carousel.tsx): next/image's own component would bring its code to the browser.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img {...slide.image} alt={slide.image.alt} />
                ) : (
                  <VideoSlide slide={slide.tour} poster={slide.image} active={active} title={slide.title} playLabel={t("playVideo")} />
                ))}
              <p className={styles.caption}>{slide.title}</p>
            </div>
          );
        })}
      </div>

      <p className="visually-hidden" role="status" data-testid="carousel-announcer">
        {carousel.movedByVisitor ? ts("labelled", { label: counter, value: slides[index].title }) : ""}
      </p>

      {/* Below the slides, so no control covers a picture (the floor plan's panel fills its right side). */}
      <div ref={controls} className={styles.controls} {...{ [FIRST_ACTIONS_ATTRIBUTE]: "carousel" }}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label={t("previous")} {...{ [SLIDE_STEP_ATTRIBUTE]: -1 }}>
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
              {...{ [SLIDE_TO_ATTRIBUTE]: i }}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={next} aria-label={t("next")} {...{ [SLIDE_STEP_ATTRIBUTE]: 1 }}>
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
