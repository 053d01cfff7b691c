import { finalTranscript, permissionResult } from "./recognition";
import { silentWavDataUri } from "./audio-unlock";

const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });

describe("finalTranscript", () => {
  it("joins final results and ignores interim ones", () => {
    expect(finalTranscript([result("How big ", true), result("is", false), result("is Blitz?", true)])).toBe("How big is Blitz?");
    expect(finalTranscript([result("maybe", false)])).toBe("");
  });
});

describe("permissionResult", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("microphone %s, autoplay %s → success %s", (microphoneGranted, autoplayUnlocked, success) => {
    expect(permissionResult(microphoneGranted, autoplayUnlocked)).toEqual({ microphoneGranted, autoplayUnlocked, success });
  });
});

describe("silentWavDataUri", () => {
  it("is a valid, silent 8-bit WAV", () => {
    const uri = silentWavDataUri();
    expect(uri.startsWith("data:audio/wav;base64,")).toBe(true);
    const bytes = Buffer.from(uri.split(",")[1], "base64");
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WAVE");
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect([...bytes.subarray(44)].every((b) => b === 128)).toBe(true);
  });
});
