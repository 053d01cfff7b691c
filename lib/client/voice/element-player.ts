import type { ClipPlayer } from "./reply-speech";

/**
 * A ClipPlayer over one media element: each clip replaces the last one's
 * source on the same element, which stays unlocked on iOS.
 */
export function elementPlayer(audio: HTMLMediaElement): ClipPlayer {
  // Settles the clip in progress: true when it ended, false when stopped or replaced.
  let settle: ((ended: boolean) => void) | null = null;
  const finish = (ended: boolean) => {
    const done = settle;
    settle = null;
    audio.onended = null;
    audio.onerror = null;
    done?.(ended);
  };

  return {
    play(url) {
      finish(false);
      return new Promise<boolean>((resolve, reject) => {
        settle = resolve;
        const fail = (error: unknown) => {
          if (settle !== resolve) return;
          settle = null;
          audio.onended = null;
          audio.onerror = null;
          reject(error);
        };
        audio.onended = () => finish(true);
        audio.onerror = () => fail(new Error("The audio clip could not be played"));
        audio.src = url;
        audio.currentTime = 0;
        audio.play().catch(fail);
      });
    },
    stop() {
      audio.pause();
      audio.currentTime = 0;
      finish(false);
    },
  };
}
