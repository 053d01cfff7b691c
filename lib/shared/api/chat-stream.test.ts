import { decodeEvents, encodeEvent, type ChatStreamEvent } from "./chat-stream";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(c));
      controller.close();
    },
  });
}

describe("chat stream", () => {
  it("round-trips events split at any byte", async () => {
    const events: ChatStreamEvent[] = [
      { type: "delta", text: "Hello 你好 مرحبا" },
      { type: "delta", text: "\nline" },
      { type: "done", message: "Hello 你好 مرحبا\nline" },
    ];
    const bytes = Buffer.concat(events.map(encodeEvent));
    const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    const decoded: ChatStreamEvent[] = [];
    for await (const event of decodeEvents(streamOf(chunks))) decoded.push(event);
    expect(decoded).toEqual(events);
  });
});
