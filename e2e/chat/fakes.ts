import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Browser stand-ins for the voice features, installed before the page loads:
 *
 * - `SpeechRecognition`: records each session's lang / continuous / interimResults;
 *   the test speaks with `window.__speech.say("text")`, fails with `.fail("no-speech")`.
 * - `navigator.mediaDevices.getUserMedia`: grants, denies, or (`manual`) waits for
 *   `window.__mic.grant()` / `.deny()`.
 * - `HTMLMediaElement.prototype.play/pause/currentTime`: recorded, never audible;
 *   `window.__audio.end()` fires `ended` on the element playing last; with
 *   `__audio.blocked` play() is refused as an autoplay policy would.
 * - `AudioContext`: starts suspended, `resume()` resolves.
 * - `MediaRecorder`: records nothing; `stop()` hands over a small blob of its type
 *   (webm/opus). `window.__recorder` counts starts and tells whether one records.
 * - `fetch`: calls are logged in `window.__fetches` (method and path), synchronously,
 *   so a test can tell that a timer has NOT started a call yet.
 */
export interface VoiceFakeOptions {
  /** Whether the browser has speech recognition at all. */
  recognition?: boolean;
  microphone?: "grant" | "deny" | "manual";
  /** `block`: every play() is refused as the browser's autoplay policy would (NotAllowedError). */
  autoplay?: "allow" | "block";
  /** Whether the browser has MediaRecorder (Firefox, Chromium and Safari all do). */
  recorder?: boolean;
}

export interface SpeechSession {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

export async function installVoiceFakes(page: Page, options: VoiceFakeOptions = {}): Promise<void> {
  await page.addInitScript(browserFakes, {
    recognition: options.recognition ?? true,
    microphone: options.microphone ?? "grant",
    autoplay: options.autoplay ?? "allow",
    recorder: options.recorder ?? true,
  });
}

/** Runs in the page (serialised): keep it self-contained. */
function browserFakes(options: Required<VoiceFakeOptions>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const w = window as any;

  // --- fetch log ---
  const fetches: { method: string; path: string }[] = [];
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, location.href);
    fetches.push({ method: (init?.method ?? "GET").toUpperCase(), path: url.pathname });
    return realFetch(input, init);
  };
  w.__fetches = fetches;

  // --- speech recognition ---
  type Handler = ((event: unknown) => void) | null;
  interface Rec {
    lang: string;
    continuous: boolean;
    interimResults: boolean;
    maxAlternatives: number;
    onresult: Handler;
    onerror: Handler;
    onend: (() => void) | null;
  }
  const speech = {
    sessions: [] as { lang: string; continuous: boolean; interimResults: boolean; maxAlternatives: number }[],
    stops: 0,
    aborts: 0,
    active: null as Rec | null,
    get listening() {
      return speech.active !== null;
    },
    say(text: string) {
      const rec = speech.active;
      if (!rec) throw new Error("the fake recogniser is not listening");
      const result = Object.assign([{ transcript: text, confidence: 0.93 }], { isFinal: true });
      rec.onresult?.({ results: [result], resultIndex: 0 });
      finish(rec);
    },
    interim(text: string) {
      const rec = speech.active;
      if (!rec) throw new Error("the fake recogniser is not listening");
      const result = Object.assign([{ transcript: text, confidence: 0.4 }], { isFinal: false });
      rec.onresult?.({ results: [result], resultIndex: 0 });
    },
    fail(error: string) {
      const rec = speech.active;
      if (!rec) throw new Error("the fake recogniser is not listening");
      rec.onerror?.({ error });
      finish(rec);
    },
  };
  function finish(rec: Rec) {
    if (speech.active !== rec) return;
    speech.active = null;
    queueMicrotask(() => rec.onend?.());
  }
  class FakeSpeechRecognition implements Rec {
    lang = "";
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      if (speech.active) throw new DOMException("recognition has already started", "InvalidStateError");
      speech.active = this;
      speech.sessions.push({
        lang: this.lang,
        continuous: this.continuous,
        interimResults: this.interimResults,
        maxAlternatives: this.maxAlternatives,
      });
    }
    stop() {
      speech.stops += 1;
      finish(this);
    }
    abort() {
      speech.aborts += 1;
      if (speech.active === this) this.onerror?.({ error: "aborted" });
      finish(this);
    }
  }
  delete w.webkitSpeechRecognition;
  delete w.SpeechRecognition;
  if (options.recognition) {
    w.SpeechRecognition = FakeSpeechRecognition;
    w.webkitSpeechRecognition = FakeSpeechRecognition;
  } else {
    // Chromium ships webkitSpeechRecognition on the prototype chain in some builds: hide it.
    Object.defineProperty(window, "webkitSpeechRecognition", { value: undefined, configurable: true, writable: true });
    Object.defineProperty(window, "SpeechRecognition", { value: undefined, configurable: true, writable: true });
  }
  w.__speech = speech;

  // --- microphone ---
  const waiting: { resolve(stream: unknown): void; reject(error: unknown): void }[] = [];
  const mic = {
    requests: [] as unknown[],
    tracksStopped: 0,
    grant() {
      waiting.splice(0).forEach((p) => p.resolve(stream()));
    },
    deny() {
      waiting.splice(0).forEach((p) => p.reject(new DOMException("Permission denied", "NotAllowedError")));
    },
  };
  const stream = () => ({ getTracks: () => [{ kind: "audio", stop: () => (mic.tracksStopped += 1) }] });
  if (!navigator.mediaDevices) Object.defineProperty(navigator, "mediaDevices", { value: {}, configurable: true });
  Object.defineProperty(navigator.mediaDevices, "getUserMedia", {
    configurable: true,
    value: (constraints: unknown) => {
      mic.requests.push(constraints);
      if (options.microphone === "grant") return Promise.resolve(stream());
      if (options.microphone === "deny") return Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  });
  w.__mic = mic;

  // --- audio ---
  const times = new WeakMap<HTMLMediaElement, number>();
  const audio = {
    blocked: options.autoplay === "block",
    plays: [] as { src: string; volume: number }[],
    pauses: [] as { src: string }[],
    resumes: 0,
    current: null as HTMLMediaElement | null,
    /** The playing reply's position, as the fake sees it. */
    get time() {
      return audio.current ? (times.get(audio.current) ?? 0) : null;
    },
    advance(seconds: number) {
      if (audio.current) times.set(audio.current, (times.get(audio.current) ?? 0) + seconds);
    },
    end() {
      if (!audio.current) throw new Error("nothing has played");
      audio.current.dispatchEvent(new Event("ended"));
    },
  };
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    if (audio.blocked) return Promise.reject(new DOMException("play() can only be initiated by a user gesture.", "NotAllowedError"));
    audio.plays.push({ src: this.src, volume: this.volume });
    if (!this.src.startsWith("data:")) audio.current = this;
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    audio.pauses.push({ src: this.src });
  };
  Object.defineProperty(HTMLMediaElement.prototype, "currentTime", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return times.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      times.set(this, value);
    },
  });
  // Nothing is fetched or decoded: the element only exists to be played (faked above).
  const RealAudio = window.Audio;
  const FakeAudio = function Audio(src?: string) {
    const element = new RealAudio();
    element.preload = "none";
    if (src !== undefined) element.src = src;
    return element;
  } as unknown as typeof window.Audio;
  FakeAudio.prototype = RealAudio.prototype;
  w.Audio = FakeAudio;

  class FakeAudioContext {
    state = "suspended";
    resume() {
      this.state = "running";
      audio.resumes += 1;
      return Promise.resolve();
    }
    suspend() {
      this.state = "suspended";
      return Promise.resolve();
    }
    close() {
      this.state = "closed";
      return Promise.resolve();
    }
  }
  w.AudioContext = FakeAudioContext;
  w.webkitAudioContext = FakeAudioContext;
  w.__audio = audio;

  // --- recorder ---
  const recorder = { starts: 0, stops: 0, active: null as FakeMediaRecorder | null, types: [] as string[] };
  class FakeMediaRecorder {
    static isTypeSupported(type: string) {
      return type.startsWith("audio/webm");
    }
    state: "inactive" | "recording" = "inactive";
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: unknown, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? "audio/webm;codecs=opus";
    }
    start() {
      this.state = "recording";
      recorder.starts += 1;
      recorder.types.push(this.mimeType);
      recorder.active = this;
    }
    stop() {
      if (this.state === "inactive") return;
      this.state = "inactive";
      recorder.stops += 1;
      if (recorder.active === this) recorder.active = null;
      // The smallest WebM the site can measure (it refuses what it cannot): one track, A_OPUS, one 20 ms packet.
      const webm = [
        ...[0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d], // EBML header, DocType "webm"
        ...[0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // Segment of unknown size, as recorders write it
        ...[0x16, 0x54, 0xae, 0x6b, 0x8d, 0xae, 0x8b, 0xd7, 0x81, 0x01, 0x86, 0x86, 0x41, 0x5f, 0x4f, 0x50, 0x55, 0x53], // Tracks: track 1, A_OPUS
        ...[0x1f, 0x43, 0xb6, 0x75, 0xff, 0xe7, 0x81, 0x00], // Cluster of unknown size, Timecode 0
        ...[0xa3, 0x87, 0x81, 0x00, 0x00, 0x80, 0xf8, 0xff, 0xfe], // SimpleBlock: one Opus packet, TOC 0xf8 (CELT, 20 ms)
      ];
      const data = new Blob([new Uint8Array(webm)], { type: this.mimeType });
      setTimeout(() => {
        this.ondataavailable?.({ data });
        this.onstop?.();
      }, 0);
    }
  }
  if (options.recorder) w.MediaRecorder = FakeMediaRecorder;
  else delete w.MediaRecorder;
  w.__recorder = {
    get starts() {
      return recorder.starts;
    },
    get stops() {
      return recorder.stops;
    },
    get recording() {
      return recorder.active !== null;
    },
    get types() {
      return recorder.types;
    },
  };
}

/** What the page's fakes saw, read from the test. */
export const fakes = {
  sessions: (page: Page) => page.evaluate(() => (window as unknown as { __speech: { sessions: SpeechSession[] } }).__speech.sessions),
  listening: (page: Page) => page.evaluate(() => (window as unknown as { __speech: { listening: boolean } }).__speech.listening),
  say: (page: Page, text: string) =>
    page.evaluate((t) => (window as unknown as { __speech: { say(t: string): void } }).__speech.say(t), text),
  interim: (page: Page, text: string) =>
    page.evaluate((t) => (window as unknown as { __speech: { interim(t: string): void } }).__speech.interim(t), text),
  failSpeech: (page: Page, error: string) =>
    page.evaluate((e) => (window as unknown as { __speech: { fail(e: string): void } }).__speech.fail(e), error),
  /** The recogniser heard nothing: the browser's "no-speech" error, then the session ends. */
  noSpeech: (page: Page) => page.evaluate(() => (window as unknown as { __speech: { fail(e: string): void } }).__speech.fail("no-speech")),
  recorder: (page: Page) =>
    page.evaluate(() => {
      const r = (window as unknown as { __recorder: { starts: number; stops: number; recording: boolean; types: string[] } }).__recorder;
      return { starts: r.starts, stops: r.stops, recording: r.recording, types: [...r.types] };
    }),
  grantMic: (page: Page) => page.evaluate(() => (window as unknown as { __mic: { grant(): void } }).__mic.grant()),
  micRequests: (page: Page) => page.evaluate(() => (window as unknown as { __mic: { requests: unknown[] } }).__mic.requests),
  /** Plays of real clips (the silent unlock clip, a data: URI, left out). */
  replyPlays: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __audio: { plays: { src: string }[] } }).__audio.plays
        .filter((p) => !p.src.startsWith("data:"))
        .map((p) => p.src),
    ),
  unlockPlays: (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __audio: { plays: { src: string; volume: number }[] } }).__audio.plays.filter((p) =>
        p.src.startsWith("data:"),
      ),
    ),
  replyPauses: (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { __audio: { pauses: { src: string }[] } }).__audio.pauses.filter((p) => !p.src.startsWith("data:")).length,
    ),
  audioTime: (page: Page) => page.evaluate(() => (window as unknown as { __audio: { time: number | null } }).__audio.time),
  advanceAudio: (page: Page, seconds: number) =>
    page.evaluate((s) => (window as unknown as { __audio: { advance(s: number): void } }).__audio.advance(s), seconds),
  endAudio: (page: Page) => page.evaluate(() => (window as unknown as { __audio: { end(): void } }).__audio.end()),
  blockAutoplay: (page: Page) =>
    page.evaluate(() => void ((window as unknown as { __audio: { blocked: boolean } }).__audio.blocked = true)),
  audioResumes: (page: Page) => page.evaluate(() => (window as unknown as { __audio: { resumes: number } }).__audio.resumes),
  /** POSTs the page has started to a given API path, e.g. "/api/tts.php". */
  posts: (page: Page, path: string) =>
    page.evaluate(
      (p) =>
        (window as unknown as { __fetches: { method: string; path: string }[] }).__fetches.filter(
          (f) => f.method === "POST" && f.path === p,
        ).length,
      path,
    ),
};

/**
 * Stops the page's clock one second ahead of now (jumping there first), so
 * later `runFor` calls decide exactly when timers fire. Install the clock before `goto`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A page still busy starting (its framework arriving after the first paint) may be past the chosen
  // time before the pause reaches it: the clock then cannot go back, so a later time is chosen.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await expect.poll(() => page.evaluate(() => Date.now())).toBe(now + 1000);
  }).toPass();
}

/** Ends each clip as it plays until the reply's button reads "Play" again; returns every clip played so far. */
export async function hearToEnd(page: Page, play: Locator): Promise<string[]> {
  const over = async () => /^Play: /.test((await play.getAttribute("aria-label")) ?? "");
  for (let i = 0; i < 30; i++) {
    const before = (await fakes.replyPlays(page)).length;
    await fakes.endAudio(page);
    // Either the next sentence starts, or the reply is over.
    await expect.poll(async () => (await fakes.replyPlays(page)).length > before || (await over())).toBe(true);
    if (await over()) return fakes.replyPlays(page);
  }
  throw new Error("the reply never finished playing");
}
