import { randomUUID } from "node:crypto";
import { saveLead } from "@/lib/server/leads/lead-store";
import { generateSpeech } from "@/lib/server/speech/service";
import type { SpeechProvider } from "@/lib/server/speech/provider";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { useServerStateOn } from "@/test/support/server-state";
import { GET } from "./route";

/** The speech seam's stand-in: MP3-typed bytes naming what was said, so each text is its own clip. */
const provider: SpeechProvider = {
  id: "openai",
  model: "clip-test-1",
  voices: ["default", "alloy"],
  defaultVoice: "alloy",
  async synthesize(input) {
    return { bytes: Buffer.from(`ID3 clip of ${input.text}`), contentType: "audio/mpeg" };
  },
};

describe.each(testDatabaseKinds())("GET /api/audio/[key] caching on %s", (kind) => {
  const target = useTestDatabase(kind, "audio-route");
  useServerStateOn(target);

  const speak = async (text: string, conversationId: string | null = null) => {
    const { audioUrl } = await generateSpeech({ text, voice: "alloy", language: "en" }, { provider, db: target.db, conversationId });
    const key = audioUrl.split("/").pop()!;
    return (headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost${audioUrl}`, { headers }), { params: Promise.resolve({ key }) });
  };
  const unique = (text: string) => `${text} (${randomUUID().slice(0, 8)})`;

  it("lets shared caches keep a clip of the consultant's general words for a year", async () => {
    const get = await speak(unique("Blitz units have three bedrooms and two car parks."), randomUUID());
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each([
    ["a phone number", "Thank you, Aisyah. Our team will call you at 012-345 6789 today."],
    ["an e-mail address", "We will write to aisyah@example.com with the price list."],
  ])("keeps a clip that speaks %s out of every shared cache", async (_label, text) => {
    const get = await speak(unique(text));
    for (const response of [await get(), await get({ range: "bytes=0-3" })]) {
      expect([200, 206]).toContain(response.status);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keeps every clip of a conversation that has a lead private, even ones made before the number was given", async () => {
    const conversationId = randomUUID();
    const before = await speak(unique("Welcome back! Shall I tell you about Ardentz?"), conversationId);
    expect((await before()).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await saveLead(target.db, newLead({ conversationId }));
    const named = await speak(unique("Thank you, Aisyah. Our team will call you."), conversationId);
    expect((await named()).headers.get("cache-control")).toBe("private, no-store");
    expect((await before()).headers.get("cache-control")).toBe("private, no-store");
    // A 304 says the same: a revalidating cache must not start keeping it either.
    const revalidated = await named({ "if-none-match": (await named()).headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("private, no-store");
  });
});
