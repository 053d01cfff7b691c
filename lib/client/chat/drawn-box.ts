/** What the visitor left in the server-drawn chat's text box: the live box takes it over as it is. */
export interface BoxState {
  text: string;
  focused: boolean;
  /** The caret, or the selected range, as the box's selectionStart and selectionEnd. */
  selection: [number, number];
}

export const EMPTY_BOX: BoxState = { text: "", focused: false, selection: [0, 0] };

/** The box's text, focus and caret now; to be read while the box is still in the page, for its focus. */
export function readBox(box: HTMLTextAreaElement | null | undefined): BoxState {
  if (!box) return EMPTY_BOX;
  return { text: box.value, focused: box.ownerDocument.activeElement === box, selection: [box.selectionStart, box.selectionEnd] };
}

/**
 * The box as it was at the last moment it was in the page. The live chat is
 * drawn in a transition that the browser may interrupt for each key the visitor
 * presses, so what it read of the box as it began may be several keys old by
 * the time it replaces the box: `read` is that late reading, taken by the
 * island as React removes the box (`leave`), or the box as it is now while it
 * is still there.
 */
export function boxWatch(find: () => HTMLTextAreaElement | null): { leave(): void; read(): BoxState } {
  let left: BoxState | null = null;
  return {
    leave() {
      const box = find();
      if (box) left = readBox(box);
    },
    read: () => left ?? readBox(find()),
  };
}
