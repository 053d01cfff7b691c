"use client";

import { useEffect, useRef } from "react";
import type { ChatMessage } from "@/lib/shared/chat/types";
import { riseIn } from "@/lib/client/ui/motion";
import { MessageContent } from "./message-content";
import { MessageListView } from "./message-list-view";

interface MessageListProps {
  messages: ChatMessage[];
  pending: boolean;
  mobile: boolean;
  onPlay(message: ChatMessage): void;
}

/** The live conversation: follows its last message down and lets new rows rise in. */
export function MessageList({ messages, pending, mobile, onPlay }: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages[messages.length - 1];

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: "smooth" });
  }, [messages.length, last?.content, pending]);

  return (
    <MessageListView
      messages={messages}
      pending={pending}
      mobile={mobile}
      Content={MessageContent}
      onPlay={onPlay}
      listRef={listRef}
      rowRef={riseIn}
    />
  );
}
