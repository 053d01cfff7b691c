"use client";

import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { site, SLIDE_COUNT } from "@/lib/config/site";
import { useCarousel } from "./use-carousel";
import { VideoSlide } from "./video-slide";
import styles from "./hero.module.css";

const SWIPE_MIN_PX = 40;

export function HeroCarousel() {
  const t = useTranslations("hero");
  const slides = site.slides;
  const { index, goTo, next, previous } = useCarousel(SLIDE_COUNT, (i) => slides[i].type === "video");
  // Slides are mounted once first needed, so only the first image loads with the page.
  const [mounted, setMounted] = useState(() => new Set([0, 1]));
  const swipeStart = useRef<number | null>(null);

  if (!mounted.has(index) || !mounted.has((index + 1) % SLIDE_COUNT)) {
    setMounted(new Set([...mounted, index, (index + 1) % SLIDE_COUNT]));
  }

  const isRtl = () => document.documentElement.dir === "rtl";

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

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={t("label")} data-testid="carousel">
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

        <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={previous} aria-label={t("previous")}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={next} aria-label={t("next")}>
          <span aria-hidden="true">›</span>
        </button>
        <p className={styles.counter} aria-live="polite" data-testid="carousel-counter">
          {/* "3 / 7" reads left to right in every language; the badge itself follows the page. */}
          <span dir="ltr">{t("counter", { current: index + 1, total: SLIDE_COUNT })}</span>
        </p>
      </div>

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
    </section>
  );
}
