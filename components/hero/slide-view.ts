import type { ImgHTMLAttributes } from "react";
import type { VideoTour } from "@/lib/shared/config/site";

/**
 * An `<img>`'s attributes (srcset, sizes, the fill style…), worked out on the server with next/image's
 * getImageProps, so the browser's carousel draws plain images and loads no image code of its own.
 */
export type ImageAttributes = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/** One slide as the carousel draws it: its translated title, and its picture (the tour's poster for the video). */
export type SlideView =
  | { type: "image"; key: string; title: string; image: ImageAttributes }
  | { type: "video"; key: string; title: string; image: ImageAttributes; tour: { poster: string } & VideoTour };
