/** @jest-environment jsdom */
import {
  ASK_ATTRIBUTE,
  DRAWN_QUESTION_ATTRIBUTE,
  FIRST_ACTIONS_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  MOVED_ATTRIBUTE,
  SLIDE_STEP_ATTRIBUTE,
  SLIDE_TO_ATTRIBUTE,
  firstActionScript,
  type FirstActions,
} from "./first-action";

const w = window as unknown as { __firstActions?: FirstActions; webkitSpeechRecognition?: unknown };
const queue = () => w.__firstActions!.queue;

/** Every listener the script adds, so that each test's events reach only its own script. */
let listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][];
/** What reaches the framework's listeners, on the document. */
let reached: string[];
let play: jest.Mock;
let getUserMedia: jest.Mock;

beforeEach(() => {
  listeners = [];
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener!, options]);
    add(type, listener, options);
  });
  reached = [];
  for (const type of ["click", "keydown"]) document.addEventListener(type, track, true);
  play = jest.fn(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  getUserMedia = jest.fn(() => Promise.resolve({ getTracks: () => [{ stop: jest.fn() }] }));
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  Element.prototype.scrollIntoView = jest.fn();
  // A browser that recognises speech itself, as Chromium does.
  w.webkitSpeechRecognition = function SpeechRecognition() {};
  delete w.__firstActions;
  document.body.innerHTML = `
    <div data-testid="chat-shell">
      <ol>
        <li data-testid="chat-message"><button data-testid="play-button">Play</button></li>
        <li hidden data-testid="chat-drawn-question"><div ${DRAWN_QUESTION_ATTRIBUTE}=""></div></li>
      </ol>
      <textarea data-testid="chat-input"></textarea>
      <button data-testid="chat-send" disabled>Send</button>
      <button data-testid="voice-button">Enable Voice Assistant</button>
      <button data-testid="training-objection">Don't use my chat for training</button>
    </div>
    <section id="chat"></section>
    <section ${FIRST_ACTIONS_ATTRIBUTE}="carousel"><button>‹</button><button>1</button><button>2</button><button>›</button><p>caption</p></section>
    <a href="#chat" ${FIRST_ACTIONS_ATTRIBUTE}="discuss" ${ASK_ATTRIBUTE}="Blitz">Discuss with AI</a>`;
  new Function(firstActionScript())();
});

function track(event: Event) {
  reached.push(event.type);
}

afterEach(() => {
  for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
  for (const type of ["click", "keydown"]) document.removeEventListener(type, track, true);
  delete w.webkitSpeechRecognition;
  jest.restoreAllMocks();
});

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const box = () => $<HTMLTextAreaElement>("[data-testid=chat-input]");
const type = (text: string) => {
  box().value = text;
  box().dispatchEvent(new Event("input", { bubbles: true }));
};
const key = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  box().dispatchEvent(event);
  return event;
};
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
};

describe("the first-action script", () => {
  it("records nothing until something is pressed", () => {
    expect(queue()).toEqual([]);
    expect(w.__firstActions!.interacted).toBeUndefined();
  });

  it("notes any key or tap, for code that starts listening only once the framework runs", () => {
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Shift" }));
    expect(w.__firstActions!.interacted).toBe(true);
    // A key is no press of a control: nothing is queued.
    expect(queue()).toEqual([]);
  });

  it("takes Enter in the drawn box as a send, with no line break and without the framework seeing it", () => {
    type("How big is Blitz?");
    const enter = key({ key: "Enter" });
    expect(enter.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(queue()).toEqual([{ type: "send", text: "How big is Blitz?" }]);
  });

  it("shows the question as sent at once, empties the box and holds it until the live chat takes over", () => {
    const row = $("[data-testid=chat-drawn-question]");
    expect(row.hidden).toBe(true);
    type("How big is Blitz?\nAnd Cares?");
    key({ key: "Enter" });
    expect(row.hidden).toBe(false);
    expect(row.querySelector(`[${DRAWN_QUESTION_ATTRIBUTE}]`)!.getAttribute(DRAWN_QUESTION_ATTRIBUTE)).toBe(
      "How big is Blitz?\nAnd Cares?",
    );
    expect(box().value).toBe("");
    expect(box().readOnly).toBe(true);
    expect($<HTMLButtonElement>("[data-testid=chat-send]").disabled).toBe(true);
    // One question at a time, as in the live chat: a second Enter sends nothing more.
    box().value = "Another";
    key({ key: "Enter" });
    expect(queue()).toEqual([{ type: "send", text: "How big is Blitz?\nAnd Cares?" }]);
  });

  it("leaves Shift+Enter and the Enter that ends a composition to the box, and sends nothing from an empty one", () => {
    type("Line");
    expect(key({ key: "Enter", shiftKey: true }).defaultPrevented).toBe(false);
    expect(key({ key: "Enter", isComposing: true }).defaultPrevented).toBe(false);
    type("  ");
    expect(key({ key: "Enter" }).defaultPrevented).toBe(true);
    expect(queue()).toEqual([]);
  });

  it("draws a hostile or long question as text only, whole", () => {
    const hostile = `<img src=x onerror="alert(1)"> "quoted" ${"x".repeat(5000)}`;
    type(hostile);
    key({ key: "Enter" });
    const row = $("[data-testid=chat-drawn-question]");
    expect(row.querySelector("img")).toBeNull();
    expect(row.querySelector(`[${DRAWN_QUESTION_ATTRIBUTE}]`)!.getAttribute(DRAWN_QUESTION_ATTRIBUTE)).toBe(hostile);
    expect(queue()).toEqual([{ type: "send", text: hostile }]);
  });

  it("enables the drawn send button while the box holds text, and takes its press as a send", () => {
    const send = $<HTMLButtonElement>("[data-testid=chat-send]");
    type("Hello");
    expect(send.disabled).toBe(false);
    click(send);
    expect(queue()).toEqual([{ type: "send", text: "Hello" }]);
    expect(send.disabled).toBe(true);
  });

  it("takes the objection to training as an objection, after a send pressed before it, without the framework seeing it", () => {
    type("Hello");
    click($("[data-testid=chat-send]"));
    const press = click($("[data-testid=training-objection]"));
    expect(queue()).toEqual([{ type: "send", text: "Hello" }, { type: "object" }]);
    expect(press.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
  });

  it('asks for the microphone and unlocks the audio inside the press on "Enable Voice Assistant"', async () => {
    click($("[data-testid=voice-button]"));
    // Both begun synchronously, inside the press.
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(play).toHaveBeenCalledTimes(1);
    const [action] = queue() as Extract<FirstActions["queue"][number], { type: "voice" }>[];
    expect(action.type).toBe("voice");
    await expect(action.microphone).resolves.toBe(true);
    await expect(action.unlock).resolves.toBe(true);
    expect(w.__firstActions!.audio).toBeInstanceOf(HTMLAudioElement);
    expect(w.__firstActions!.audio!.volume).toBe(1);
  });

  it('shows "Enable Voice Assistant" busy at once, and takes one press of it', () => {
    const button = $<HTMLButtonElement>("[data-testid=voice-button]");
    click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.disabled).toBe(true);
    // A browser sends a disabled button no click; a second one that still came would ask nothing again.
    click(button);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(queue()).toHaveLength(1);
  });

  it("records a refused microphone and a refused unlock as such", async () => {
    getUserMedia.mockImplementation(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    play.mockImplementation(() => Promise.reject(new DOMException("blocked", "NotAllowedError")));
    jest.spyOn(console, "info").mockImplementation(() => {});
    click($("[data-testid=voice-button]"));
    const [action] = queue() as Extract<FirstActions["queue"][number], { type: "voice" }>[];
    await expect(action.microphone).resolves.toBe(false);
    await expect(action.unlock).resolves.toBe(false);
  });

  it("leaves the microphone to the live chat in a browser without speech recognition, which asks the site first", async () => {
    delete w.webkitSpeechRecognition;
    click($("[data-testid=voice-button]"));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
    const [action] = queue() as Extract<FirstActions["queue"][number], { type: "voice" }>[];
    expect(action.microphone).toBeNull();
    await expect(action.unlock).resolves.toBe(true);
  });

  it("records Play with the message it belongs to", () => {
    click($("[data-testid=play-button]"));
    expect(queue()).toEqual([{ type: "play", index: 0 }]);
  });

  it("records a region's control by its place, and keeps the press from the framework", () => {
    const buttons = document.querySelectorAll(`[${FIRST_ACTIONS_ATTRIBUTE}=carousel] button`);
    expect(click(buttons[3]).defaultPrevented).toBe(true);
    click(buttons[1]);
    click($(`[${FIRST_ACTIONS_ATTRIBUTE}=carousel] p`));
    expect(reached).toEqual(["click"]); // the caption's, which is nobody's control
    expect(queue()).toEqual([
      { type: "click", region: "carousel", control: 3 },
      { type: "click", region: "carousel", control: 1 },
    ]);
  });

  it("shows the slide a carousel's arrow or dot asks for at once, as its component draws it, and records the press", () => {
    const slides = [0, 1, 2]
      .map((i) => `<div aria-roledescription="slide" aria-hidden="${i > 0}" ${i ? "inert" : 'data-active="true"'}>${i}</div>`)
      .join("");
    const dots = [0, 1, 2].map((i) => `<button ${SLIDE_TO_ATTRIBUTE}="${i}" ${i ? "" : 'aria-current="true"'}></button>`).join("");
    document.body.insertAdjacentHTML(
      "beforeend",
      `<section aria-roledescription="carousel" data-testid="hero">${slides}<div ${FIRST_ACTIONS_ATTRIBUTE}="hero">` +
        `<button ${SLIDE_STEP_ATTRIBUTE}="-1">‹</button>${dots}<button ${SLIDE_STEP_ATTRIBUTE}="1">›</button><button>pause</button></div></section>`,
    );
    const hero = $("[data-testid=hero]");
    const shown = () => {
      const all = [...hero.querySelectorAll("[aria-roledescription=slide]")];
      const active = all.filter((e) => e.getAttribute("data-active") === "true");
      expect(active).toHaveLength(1);
      const at = all.indexOf(active[0]);
      all.forEach((e, i) => {
        expect(e.getAttribute("aria-hidden")).toBe(i === at ? "false" : "true");
        expect(e.hasAttribute("inert")).toBe(i !== at);
      });
      const current = [...hero.querySelectorAll(`[${SLIDE_TO_ATTRIBUTE}]`)].filter((d) => d.getAttribute("aria-current") === "true");
      expect(current.map((d) => d.getAttribute(SLIDE_TO_ATTRIBUTE))).toEqual([String(at)]);
      return at;
    };
    const controls = hero.querySelectorAll("button");
    click(controls[0]); // previous, from the first: wraps to the last
    expect(shown()).toBe(2);
    click(controls[4]); // next: wraps to the first
    expect(shown()).toBe(0);
    click(controls[2]); // the second dot
    expect(shown()).toBe(1);
    click(controls[5]); // pause moves nothing
    expect(shown()).toBe(1);
    expect($(`[${FIRST_ACTIONS_ATTRIBUTE}=hero]`).hasAttribute(MOVED_ATTRIBUTE)).toBe(true);
    expect(queue().map((a) => (a.type === "click" ? a.control : null))).toEqual([0, 4, 2, 5]);
    expect(reached).toEqual([]);
  });

  it("leaves a live region's presses to its component", () => {
    $(`[${FIRST_ACTIONS_ATTRIBUTE}=carousel]`).setAttribute(LIVE_ATTRIBUTE, "");
    expect(click(document.querySelectorAll(`[${FIRST_ACTIONS_ATTRIBUTE}=carousel] button`)[3]).defaultPrevented).toBe(false);
    expect(reached).toEqual(["click"]);
    expect(queue()).toEqual([]);
    expect($(`[${FIRST_ACTIONS_ATTRIBUTE}=carousel]`).hasAttribute(MOVED_ATTRIBUTE)).toBe(false);
  });

  it('takes "Discuss with AI" to the chat at once and records the unit', () => {
    const link = $(`[${ASK_ATTRIBUTE}]`);
    expect(click(link).defaultPrevented).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(location.hash).toBe("#chat");
    expect(queue()).toEqual([{ type: "ask", unit: "Blitz" }]);
  });

  it("leaves a link opened in a new tab to the browser", () => {
    expect(click($(`[${ASK_ATTRIBUTE}]`), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(queue()).toEqual([]);
  });

  it("leaves the live chat's controls alone", () => {
    document.body.insertAdjacentHTML("beforeend", '<div data-testid="chat-panel"><button data-testid="voice-button">Enable</button></div>');
    click(document.querySelectorAll("[data-testid=voice-button]")[1]);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(queue()).toEqual([]);
  });
});
