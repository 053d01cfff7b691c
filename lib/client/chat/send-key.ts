/** Enter sends and Shift+Enter breaks the line, in the drawn box as in the live one; the Enter that ends an IME composition sends nothing. */
export function isSendKey(event: Pick<KeyboardEvent, "key" | "shiftKey" | "isComposing">): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}
