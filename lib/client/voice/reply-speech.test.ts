import { cachedSynthesis, createReplySpeech, type ClipPlayer } from "./reply-speech";

/** A synthesiser whose calls the test answers one by one. */
function fakeSynthesis() {
  const calls: { sentence: string; answer(url: string | null): void }[] = [];
  const synthesise = (sentence: string) => new Promise<string | null>((resolve) => calls.push({ sentence, answer: resolve }));
  return { calls, synthesise };
}

/** A player whose clips the test ends; it records what played and what was stopped. */
function fakePlayer() {
  const played: string[] = [];
  let finish: ((ended: boolean) => void) | null = null;
  let stops = 0;
  const player: ClipPlayer = {
    play(url) {
      played.push(url);
      return new Promise<boolean>((resolve) => (finish = resolve));
    },
    stop() {
      stops += 1;
      finish?.(false);
      finish = null;
    },
  };
  return {
    player,
    played,
    get playing() {
      return finish !== null;
    },
    get stops() {
      return stops;
    },
    end() {
      const done = finish;
      finish = null;
      done?.(true);
    },
  };
}

/** A clock the test moves: `wait(ms)` resolves once `advance` has passed it. */
function fakeClock() {
  let now = 0;
  const timers: { at: number; fire(): void }[] = [];
  return {
    wait: (ms: number) => new Promise<void>((resolve) => timers.push({ at: now + ms, fire: resolve })),
    async advance(ms: number) {
      now += ms;
      timers.filter((t) => t.at <= now).forEach((t) => t.fire());
      await settle();
    },
  };
}

// Lets every promise chain that can move on do so.
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function setUp(startAfterMs = 500) {
  const synthesis = fakeSynthesis();
  const audio = fakePlayer();
  const clock = fakeClock();
  const events: string[] = [];
  const speech = createReplySpeech({
    synthesise: synthesis.synthesise,
    player: audio.player,
    startAfterMs,
    wait: clock.wait,
    onReady: () => events.push("ready"),
    onPlaying: (playing) => events.push(playing ? "playing" : "stopped playing"),
  });
  return { synthesis, audio, clock, events, speech };
}

describe("createReplySpeech", () => {
  test("sentences are synthesised one at a time, in order, and played in order", async () => {
    const { synthesis, audio, clock, speech } = setUp(0);
    const done = speech.play();
    speech.add("One.");
    speech.add("Two.");
    speech.add("Three.");
    await settle();
    expect(synthesis.calls.map((c) => c.sentence)).toEqual(["One."]);

    synthesis.calls[0].answer("/a/1");
    await clock.advance(0);
    expect(synthesis.calls.map((c) => c.sentence)).toEqual(["One.", "Two."]);
    expect(audio.played).toEqual(["/a/1"]);

    synthesis.calls[1].answer("/a/2");
    await settle();
    // Ready while the first still plays: it waits for the first to end.
    expect(audio.played).toEqual(["/a/1"]);
    audio.end();
    await settle();
    expect(audio.played).toEqual(["/a/1", "/a/2"]);
    synthesis.calls[2].answer("/a/3");
    audio.end();
    await settle();
    speech.finish();
    audio.end();
    await expect(done).resolves.toBe("ended");
    expect(audio.played).toEqual(["/a/1", "/a/2", "/a/3"]);
  });

  test("the first sentence plays once it is ready and 500 ms have passed since it arrived, whichever is later", async () => {
    const quick = setUp(500);
    void quick.speech.play();
    quick.speech.add("A sentence long enough to speak.");
    await settle();
    quick.synthesis.calls[0].answer("/a/1");
    await quick.clock.advance(499);
    expect(quick.audio.played).toEqual([]);
    await quick.clock.advance(1);
    expect(quick.audio.played).toEqual(["/a/1"]);

    const slow = setUp(500);
    void slow.speech.play();
    slow.speech.add("A sentence long enough to speak.");
    await slow.clock.advance(800);
    expect(slow.audio.played).toEqual([]);
    slow.synthesis.calls[0].answer("/a/1");
    await settle();
    expect(slow.audio.played).toEqual(["/a/1"]);
  });

  test("the delay counts from the first sentence, not from when playback was asked for", async () => {
    const { synthesis, audio, clock, speech } = setUp(500);
    void speech.play();
    await clock.advance(2000); // the reply streams for a while before its first sentence is complete
    speech.add("First sentence of the reply.");
    await settle();
    synthesis.calls[0].answer("/a/1");
    await clock.advance(0);
    await settle();
    expect(audio.played).toEqual([]);
    await clock.advance(500);
    expect(audio.played).toEqual(["/a/1"]);
  });

  test("the next sentence is prepared while one plays", async () => {
    const { synthesis, audio, clock, speech } = setUp(0);
    void speech.play();
    speech.add("One.");
    speech.add("Two.");
    await settle();
    synthesis.calls[0].answer("/a/1");
    await clock.advance(0);
    expect(audio.playing).toBe(true);
    expect(synthesis.calls.map((c) => c.sentence)).toEqual(["One.", "Two."]);
  });

  test("per reply: ready, then playing, then back once the last sentence has played", async () => {
    const { synthesis, audio, clock, events, speech } = setUp(0);
    const done = speech.play();
    speech.add("One.");
    speech.add("Two.");
    speech.finish();
    await settle();
    synthesis.calls[0].answer("/a/1");
    await clock.advance(0);
    expect(events).toEqual(["ready", "playing"]);
    synthesis.calls[1].answer("/a/2");
    audio.end();
    await settle();
    // Between sentences the reply stays "playing".
    expect(events).toEqual(["ready", "playing"]);
    audio.end();
    await expect(done).resolves.toBe("ended");
    expect(events).toEqual(["ready", "playing", "stopped playing"]);
  });

  test("stop rewinds the player, ends playback and synthesises nothing more", async () => {
    const { synthesis, audio, clock, events, speech } = setUp(0);
    const done = speech.play();
    speech.add("One.");
    speech.add("Two.");
    speech.add("Three.");
    await settle();
    synthesis.calls[0].answer("/a/1");
    await clock.advance(0);
    speech.stop();
    await expect(done).resolves.toBe("stopped");
    expect(audio.stops).toBe(1);
    synthesis.calls[1].answer("/a/2");
    await settle();
    expect(synthesis.calls).toHaveLength(2);
    expect(audio.played).toEqual(["/a/1"]);
    expect(events).toEqual(["ready", "playing", "stopped playing"]);
  });

  test("stopping a reply that has not started playing leaves the shared player alone", async () => {
    const { audio, speech } = setUp(0);
    const done = speech.play();
    speech.add("One.");
    speech.stop();
    await expect(done).resolves.toBe("stopped");
    expect(audio.stops).toBe(0);
  });

  test("a failed sentence marks the reply ready, plays nothing more and asks for nothing more", async () => {
    const { synthesis, audio, clock, events, speech } = setUp(0);
    const done = speech.play();
    speech.add("One.");
    speech.add("Two.");
    speech.finish();
    await settle();
    synthesis.calls[0].answer(null);
    await clock.advance(0);
    await expect(done).resolves.toBe("failed");
    expect(events).toEqual(["ready"]);
    expect(audio.played).toEqual([]);
    expect(synthesis.calls).toHaveLength(1);
  });

  test("a reply with nothing to say is ready and ends at once", async () => {
    const { events, speech } = setUp(0);
    speech.finish();
    await expect(speech.play()).resolves.toBe("ended");
    expect(events).toEqual(["ready"]);
  });
});

describe("replay through cachedSynthesis", () => {
  test("Play again plays every clip in order without a second request; a failure is asked again", async () => {
    const requests: string[] = [];
    let failNext = false;
    const synthesise = cachedSynthesis(async (sentence) => {
      requests.push(sentence);
      if (failNext) return null;
      return `/a/${sentence}`;
    });
    const playAll = async (sentences: string[]) => {
      const audio = fakePlayer();
      const speech = createReplySpeech({ synthesise, player: audio.player });
      sentences.forEach((s) => speech.add(s));
      speech.finish();
      const done = speech.play();
      for (let i = 0; i < sentences.length; i++) {
        await settle();
        await new Promise((r) => setTimeout(r, 0)); // the default wait(0) is a real timer
        await settle();
        audio.end();
      }
      return { end: await done, played: audio.played };
    };

    expect(await playAll(["one", "two"])).toEqual({ end: "ended", played: ["/a/one", "/a/two"] });
    expect(await playAll(["one", "two"])).toEqual({ end: "ended", played: ["/a/one", "/a/two"] });
    expect(requests).toEqual(["one", "two"]);

    failNext = true;
    expect((await playAll(["three"])).end).toBe("failed");
    failNext = false;
    expect(await playAll(["three"])).toEqual({ end: "ended", played: ["/a/three"] });
    expect(requests).toEqual(["one", "two", "three", "three"]);
  });

  test("two presses while a clip is being made share one request", async () => {
    let calls = 0;
    let answer!: (url: string) => void;
    const synthesise = cachedSynthesis(() => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const first = synthesise("Hello.");
    const second = synthesise("Hello.");
    answer("/a/hello");
    await expect(Promise.all([first, second])).resolves.toEqual(["/a/hello", "/a/hello"]);
    expect(calls).toBe(1);
  });
});
