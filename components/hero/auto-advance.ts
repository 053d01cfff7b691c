/** The carousel's timing rules, kept apart from React so they can be tested as a table. */

export const AUTO_ADVANCE_MS = 5000;

/** Indices wrap in both directions. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export interface AdvanceConditions {
  /** The splash covers the page: nobody sees the slides, so none may pass unseen. */
  held: boolean;
  /** The slideshow is on (see `slideshowPlaying`). */
  playing: boolean;
  /** A mouse rests over the carousel: the visitor may be reading a slide. */
  hovered: boolean;
  /** Focus is inside the carousel: moving content under a keyboard or screen-reader visitor disorients them. */
  focused: boolean;
  /** The video slide shows: the visitor may be watching. */
  videoSlide: boolean;
}

/** The delay before the next slide, or null while the slideshow must stand still. */
export function autoAdvanceDelay(c: AdvanceConditions): number | null {
  return c.held || !c.playing || c.hovered || c.focused || c.videoSlide ? null : AUTO_ADVANCE_MS;
}

/**
 * Whether the slideshow is on. The visitor's own choice with the pause/play button wins; until they
 * make one, it plays unless they prefer reduced motion.
 */
export function slideshowPlaying(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? !reducedMotion;
}
