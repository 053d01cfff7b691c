/** @jest-environment jsdom */
import { elementPlayer } from "./element-player";

function element(refuse?: DOMException) {
  const audio = document.createElement("audio");
  const plays: string[] = [];
  audio.play = () => {
    plays.push(audio.src);
    return refuse ? Promise.reject(refuse) : Promise.resolve();
  };
  audio.pause = () => {};
  let time = 0;
  Object.defineProperty(audio, "currentTime", { get: () => time, set: (v: number) => (time = v) });
  return { audio, plays, seek: (t: number) => (time = t) };
}

describe("elementPlayer", () => {
  test("every clip plays on the same element, and ends when the element does", async () => {
    const { audio, plays } = element();
    const player = elementPlayer(audio);
    const first = player.play("http://localhost/api/audio/1");
    audio.dispatchEvent(new Event("ended"));
    await expect(first).resolves.toBe(true);
    const second = player.play("http://localhost/api/audio/2");
    audio.dispatchEvent(new Event("ended"));
    await expect(second).resolves.toBe(true);
    expect(plays).toEqual(["http://localhost/api/audio/1", "http://localhost/api/audio/2"]);
  });

  test("stop rewinds and settles the clip as not heard to its end", async () => {
    const { audio, seek } = element();
    const player = elementPlayer(audio);
    const clip = player.play("http://localhost/api/audio/1");
    seek(2.5);
    player.stop();
    await expect(clip).resolves.toBe(false);
    expect(audio.currentTime).toBe(0);
  });

  test("a refused play rejects with the browser's error", async () => {
    const refusal = new DOMException("needs a gesture", "NotAllowedError");
    const player = elementPlayer(element(refusal).audio);
    await expect(player.play("http://localhost/api/audio/1")).rejects.toBe(refusal);
  });

  test("a clip that cannot be decoded rejects", async () => {
    const { audio } = element();
    const clip = elementPlayer(audio).play("http://localhost/api/audio/1");
    audio.dispatchEvent(new Event("error"));
    await expect(clip).rejects.toThrow("could not be played");
  });
});
