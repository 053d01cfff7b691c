import { getImageProps } from "next/image";
import { getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import { site } from "@/lib/shared/config/site";
import { CarouselView } from "./carousel-view";
import type { ImageAttributes, SlideView } from "./slide-view";
import styles from "./hero.module.css";

// The slides fill the carousel: the window's width, or at most 1280 px, less its 1.25 rem margins on either side
// (hero.module.css). Saying so exactly lets a phone take the smallest picture that is sharp on its screen. The space
// after "calc(" is how next/image sees the "100vw" (it looks for one after a space), and so leaves out of the srcset
// the icon widths (32 to 384 px) that no screen would pick; carousel.spec.ts checks the srcset starts at 640.
const SIZES = "(max-width: 1280px) calc( 100vw - 2.5rem), 1240px";

function slideImage(src: string, alt: string, first: boolean): ImageAttributes {
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes: SIZES,
    // The first slide is the page's largest paint; the others wait their turn (carousel-view.tsx).
    fetchPriority: first ? "high" : "auto",
    loading: first ? "eager" : "lazy",
    className: styles.image,
  });
  return props;
}

/**
 * The hero's pictures are sized here, on the server: the browser gets finished `<img>` attributes
 * and the carousel (carousel-view.tsx) only decides which slide shows.
 */
export async function HeroCarousel() {
  const t = await getTranslations("hero");
  const slides = site.slides.map((slide, i): SlideView => {
    const title = t(slide.key);
    if (slide.type === "image") return { type: "image", key: slide.key, title, image: slideImage(slide.src, title, i === 0) };
    return { type: "video", key: slide.key, title, image: slideImage(slide.poster, title, i === 0), tour: slide };
  });

  // As <Image preload> did: the head asks for the hero picture before the parser reaches its <img>.
  const hero = slides[0].image;
  preload(hero.src, { as: "image", imageSrcSet: hero.srcSet, imageSizes: hero.sizes, fetchPriority: "high" });

  return <CarouselView slides={slides} />;
}
