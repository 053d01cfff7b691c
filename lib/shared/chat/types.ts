export type Sender = "user" | "assistant";

export interface ChatMessage {
  /** Timestamp-based; the first message is always "welcome". */
  id: string;
  content: string;
  sender: Sender;
  timestamp: number;
  /** Assistant messages only: speech has been generated (or generation failed and play may retry). */
  audioReady?: boolean;
  isPlaying?: boolean;
  /** True while the reply is still streaming in. */
  streaming?: boolean;
}

let sequence = 0;

export function messageId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1000;
  return `${now}-${sequence}`;
}

export function welcomeMessage(content: string, now: number = Date.now()): ChatMessage {
  return { id: "welcome", content, sender: "assistant", timestamp: now, audioReady: false, isPlaying: false };
}
