/**
 * Speech for one reply, sentence by sentence: sentences are added as the reply
 * streams, each is synthesised in turn, and playback runs through their clips
 * in order on one shared player, waiting for those still to come. Framework-
 * free: synthesis, the player and the clock are handed in.
 */

/** The one audio output a page has (iOS plays only through what a gesture unlocked). */
export interface ClipPlayer {
  /** Plays a clip; true once it has played to its end, false when `stop()` cut it short. Rejects when it cannot play. */
  play(url: string): Promise<boolean>;
  /** Pauses and rewinds what plays. */
  stop(): void;
}

/** `ended`: every sentence was heard; `stopped`: stopped on purpose; `failed`: a sentence could not be synthesised. */
export type SpeechEnd = "ended" | "stopped" | "failed";

export interface ReplySpeechOptions {
  /** A clip's URL for one sentence, or null when synthesis failed (the caller tells the visitor). */
  synthesise(sentence: string): Promise<string | null>;
  player: ClipPlayer;
  /** Playback starts no sooner than this after the first sentence arrives. */
  startAfterMs?: number;
  wait?(ms: number): Promise<void>;
  /** The first clip is ready, or its synthesis failed: the reply can be played (again). */
  onReady?(): void;
  onPlaying?(playing: boolean): void;
}

export interface ReplySpeech {
  /** A completed sentence: its synthesis starts once the one before it is done. */
  add(sentence: string): void;
  /** No more sentences will come. */
  finish(): void;
  /** Plays every sentence in order, added ones included; call once. Rejects with the player's error. */
  play(): Promise<SpeechEnd>;
  /** Stops playback and any synthesis not yet started; a stopped reply stays stopped. */
  stop(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createReplySpeech(options: ReplySpeechOptions): ReplySpeech {
  const wait = options.wait ?? sleep;
  const clips: Promise<string | null>[] = [];
  let finished = false;
  let stopped = false;
  let holdsPlayer = false;
  let gate: Promise<void> | null = null;
  let onStop!: () => void;
  const whenStopped = new Promise<null>((resolve) => (onStop = () => resolve(null)));
  // Wakes the playback loop when a sentence arrives or the reply ends.
  let wake: (() => void) | null = null;
  const nudge = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };

  function add(sentence: string) {
    if (finished || stopped) return;
    const before = clips[clips.length - 1] ?? Promise.resolve("");
    // One request at a time, in order: the first is never slowed by the rest, and after a failure none follow.
    clips.push(before.then((previous) => (previous === null || stopped ? null : options.synthesise(sentence).catch(() => null))));
    gate ??= options.startAfterMs ? wait(options.startAfterMs) : Promise.resolve();
    nudge();
  }

  async function run(announce: (playing: boolean) => void): Promise<SpeechEnd> {
    for (let i = 0; ; i++) {
      while (i >= clips.length && !finished && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return "stopped";
      if (i >= clips.length) {
        if (i === 0) options.onReady?.(); // nothing in it to say
        return "ended";
      }
      const url = await Promise.race([clips[i], whenStopped]);
      if (i === 0) options.onReady?.();
      if (stopped) return "stopped";
      if (url === null) return "failed";
      if (i === 0) await Promise.race([gate, whenStopped]);
      if (stopped) return "stopped";
      announce(true);
      holdsPlayer = true;
      try {
        if (!(await options.player.play(url)) || stopped) return "stopped";
      } finally {
        holdsPlayer = false;
      }
    }
  }

  return {
    add,
    finish() {
      finished = true;
      nudge();
    },
    async play() {
      let playing = false;
      const announce = (now: boolean) => {
        if (now !== playing) options.onPlaying?.((playing = now));
      };
      try {
        return await run(announce);
      } finally {
        announce(false);
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      onStop();
      nudge();
      // The player is shared: stop it only while it plays this reply.
      if (holdsPlayer) options.player.stop();
    },
  };
}

/**
 * Remembers each sentence's clip, so Play again makes no call; the request
 * itself is kept, so a press while it is under way waits for it. A failure is
 * forgotten: the next press tries again.
 */
export function cachedSynthesis(synthesise: (sentence: string) => Promise<string | null>, key: (sentence: string) => string = (s) => s) {
  const clips = new Map<string, Promise<string | null>>();
  return (sentence: string): Promise<string | null> => {
    const k = key(sentence);
    let clip = clips.get(k);
    if (!clip) {
      clip = synthesise(sentence)
        .catch(() => null)
        .then((url) => {
          if (url === null) clips.delete(k);
          return url;
        });
      clips.set(k, clip);
    }
    return clip;
  };
}
