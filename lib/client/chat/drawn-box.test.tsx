/** @jest-environment jsdom */
import { act, useCallback, useLayoutEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { EMPTY_BOX, boxWatch, readBox, type BoxState } from "./drawn-box";

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

const find = () => document.querySelector<HTMLTextAreaElement>(".shell textarea");

/** Types into the box as a visitor would: the text, then the caret where the last key left it. */
function typeInto(box: HTMLTextAreaElement, text: string, caret = text.length) {
  box.focus();
  box.value = text;
  box.setSelectionRange(caret, caret);
}

describe("readBox", () => {
  it("reads the text, the caret and whether the box holds the focus", () => {
    const box = document.body.appendChild(document.createElement("textarea"));
    typeInto(box, "Is there parking", 15);
    expect(readBox(box)).toEqual({ text: "Is there parking", focused: true, selection: [15, 15] });
    box.blur();
    expect(readBox(box).focused).toBe(false);
  });

  it("reads an empty box when there is none", () => {
    expect(readBox(null)).toEqual(EMPTY_BOX);
  });
});

describe("boxWatch", () => {
  it("reads the box as it is while it is in the page, and as it left it afterwards", () => {
    document.body.innerHTML = '<div class="shell"><textarea></textarea></div>';
    const watch = boxWatch(find);
    typeInto(find()!, "How big");
    expect(watch.read()).toEqual({ text: "How big", focused: true, selection: [7, 7] });
    typeInto(find()!, "How big is Bl");
    watch.leave();
    document.body.innerHTML = "";
    expect(watch.read()).toEqual({ text: "How big is Bl", focused: true, selection: [13, 13] });
  });

  /** The drawn chat, then the live one, as chat-island.tsx swaps them. */
  function Island({ live, seen }: { live: boolean; seen: BoxState[] }) {
    const [watch] = useState(() => boxWatch(find));
    const leaving = useCallback((shell: HTMLDivElement | null) => (shell ? () => watch.leave() : undefined), [watch]);
    return live ? (
      <Live read={watch.read} seen={seen} />
    ) : (
      <div ref={leaving} className="shell">
        <textarea />
      </div>
    );
  }

  function Live({ read, seen }: { read: () => BoxState; seen: BoxState[] }) {
    useLayoutEffect(() => {
      seen.push(read());
    });
    return <textarea />;
  }

  it("takes its late reading as React removes the box, when the box still holds the focus and the last key's caret", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    const seen: BoxState[] = [];
    await act(async () => root.render(<Island live={false} seen={seen} />));
    typeInto(find()!, "How big is Blitz", 4);
    await act(async () => root.render(<Island live seen={seen} />));
    expect(find()).toBeNull();
    expect(seen).toEqual([{ text: "How big is Blitz", focused: true, selection: [4, 4] }]);
    act(() => root.unmount());
  });
});
