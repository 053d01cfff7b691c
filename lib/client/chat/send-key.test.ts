import { isSendKey } from "./send-key";

it.each([
  [{ key: "Enter", shiftKey: false, isComposing: false }, true],
  [{ key: "Enter", shiftKey: true, isComposing: false }, false],
  [{ key: "Enter", shiftKey: false, isComposing: true }, false],
  [{ key: "a", shiftKey: false, isComposing: false }, false],
])("%j sends: %s", (event, sends) => expect(isSendKey(event)).toBe(sends));
