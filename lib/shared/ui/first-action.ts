import { silentWavDataUri } from "@/lib/shared/speech/silent-wav";

/**
 * A region of the page whose controls answer a press before the framework has
 * run: its name (`carousel`, `language`, a unit card's discuss link). The
 * region's component marks it live once its own handlers are in place
 * (lib/client/ui/first-actions.ts), and replays what was pressed meanwhile.
 */
export const FIRST_ACTIONS_ATTRIBUTE = "data-first-actions";

/** Set on a region once its component has hydrated: from then on its presses are the component's. */
export const LIVE_ATTRIBUTE = "data-live";

/** On a unit card's "Discuss with AI" link: the unit the question is about. */
export const ASK_ATTRIBUTE = "data-ask";

/**
 * On the drawn chat's hidden row for a question sent before the live chat arrived: the script writes the
 * question into this attribute and shows the row, which draws it (components/chat/chat.module.css).
 */
export const DRAWN_QUESTION_ATTRIBUTE = "data-drawn-question";

/** On a carousel's arrow: how many slides it moves, "-1" or "1". */
export const SLIDE_STEP_ATTRIBUTE = "data-slide-step";

/** On a carousel's dot: the index of the slide it shows. */
export const SLIDE_TO_ATTRIBUTE = "data-slide-to";

/**
 * Set on a carousel's controls once the script has moved its slides ahead of the framework: the counter, text the
 * framework hydrates and the script so leaves alone, waits hidden until the region is live (components/hero/hero.module.css).
 */
export const MOVED_ATTRIBUTE = "data-moved";

/** A press the page took before the part of it that answers had arrived, in the order pressed. */
export type FirstAction =
  /** Enter in the drawn chat box, or its send button, with text in the box: the text, as it was sent. */
  | { type: "send"; text: string }
  /**
   * "Enable Voice Assistant" in the drawn chat: the audio was unlocked inside the press, and the
   * microphone asked for there too when the browser recognises speech itself (`null` otherwise: the
   * live chat first asks the site whether it transcribes, and asks for the microphone only if so).
   */
  | { type: "voice"; microphone: Promise<boolean> | null; unlock: Promise<boolean> }
  /** Play on the drawn chat's `index`-th message. */
  | { type: "play"; index: number }
  /** The drawn chat's objection to training (components/chat/training-objection.tsx). */
  | { type: "object" }
  /** A unit card's "Discuss with AI": the page is already at the chat. */
  | { type: "ask"; unit: string }
  /** The `control`-th link or button of a region, pressed before the region was live. */
  | { type: "click"; region: string; control: number };

/** What the first-action script leaves on `window.__firstActions`. */
export interface FirstActions {
  queue: FirstAction[];
  /** The audio element and context the press on "Enable Voice Assistant" unlocked: the live chat plays through these. */
  audio?: HTMLAudioElement;
  context?: AudioContext;
  /**
   * Set at the visitor's first key, tap, touch or wheel: code that waits for a first interaction and is set up only
   * once the framework runs (the live chat) would otherwise never hear one made while the page hydrated.
   */
  interacted?: true;
}

/**
 * The home page's third pre-paint script: every press a visitor makes before
 * the part of the page that answers it has arrived takes effect, once.
 *
 * The page is drawn long before its framework runs (lib/shared/ui/paint-first.ts)
 * and the live chat arrives later still (components/chat/chat-island.tsx). A
 * press in between reached no handler and was lost. This script, in the page
 * itself, listens on the window in the capture phase, ahead of the framework,
 * and for a control that is not live yet it keeps the press from reaching the
 * framework (so that it is never handled twice) and records it in
 * `window.__firstActions.queue`; the component replays it once in place:
 * - in the drawn chat, Enter (never a line break) and the send button record a
 *   send of what the box holds and show it at once as sent, in the drawn
 *   conversation, with the box emptied and held until the live chat takes over
 *   (one question at a time, as the live chat takes them); Play records a play,
 *   the objection to training an objection; typing enables the drawn send
 *   button, as the live one would be;
 * - "Enable Voice Assistant" unlocks the audio and (where the browser recognises
 *   speech) asks for the microphone
 *   here, inside the press: a browser grants neither to code that runs after
 *   the press's user activation has passed, as the live chat's may; the button
 *   turns busy at once, and takes no second press;
 * - "Discuss with AI" scrolls to the chat at once and records the question's unit;
 * - any other link or button of a region marked `data-first-actions` (the
 *   carousel's arrows, dots and pause, the language menu) records its place in
 *   the region, and the region's component presses it again once hydrated; a
 *   carousel's arrow or dot also shows its slide at once, by the attributes the
 *   component gives its slides (`data-active`, `aria-hidden`, `inert`) and dots
 *   (`aria-current`), which the framework does not check as it hydrates and sets
 *   to the same values when it replays the press.
 * "Skip intro" is the intro script's own (lib/shared/ui/intro.ts).
 *
 * Recording rather than drawing controls that work by themselves: the chat's
 * and the carousel's behaviour stays in one place, the components, and the page
 * carries about 1.5 kB of script instead of a second chat.
 *
 * Plain ES5 (and promises) with no outside names; the CSP allows it by its hash.
 */
export function firstActionScript(): string {
  const shell = "[data-testid='chat-shell']";
  return (
    "(function(){try{" +
    "var w=window,d=document,F=w.__firstActions=w.__firstActions||{queue:[]};" +
    "function push(a){F.queue.push(a)}" +
    'var ev=["pointerdown","keydown","touchstart","wheel"];' +
    "for(var i=0;i<ev.length;i++)w.addEventListener(ev[i],function(){F.interacted=true},{capture:true,passive:true});" +
    "function stop(e){e.preventDefault();e.stopPropagation()}" +
    "function at(t,s){return t&&t.closest?t.closest(s):null}" +
    // A control of the drawn chat (the live chat's controls are outside the shell).
    `function drawn(t,id){var c=at(t,"[data-testid='"+id+"']");return c&&at(c,"${shell}")?c:null}` +
    `function box(){return d.querySelector("${shell} [data-testid='chat-input']")}` +
    // The question is drawn through an attribute, not new nodes: the framework may not have hydrated the drawn chat
    // yet, and nodes it did not draw would fail that; it checks no attribute.
    "function send(){var b=box(),q,s;if(!b||b.readOnly||!b.value.trim())return;" +
    'push({type:"send",text:b.value});' +
    `q=d.querySelector("${shell} [${DRAWN_QUESTION_ATTRIBUTE}]");` +
    `if(q){q.setAttribute("${DRAWN_QUESTION_ATTRIBUTE}",b.value);s=at(q,"li");if(s)s.hidden=false}` +
    `b.value="";b.readOnly=true;if(s=d.querySelector("${shell} [data-testid='chat-send']"))s.disabled=true}` +
    // The slide an arrow or a dot shows, drawn as the carousel's component draws it (components/hero/carousel-view.tsx).
    "function slide(r,c){" +
    `var st=c.getAttribute("${SLIDE_STEP_ATTRIBUTE}"),to=c.getAttribute("${SLIDE_TO_ATTRIBUTE}"),` +
    'k=at(c,"[aria-roledescription=carousel]"),s,n,i,cur=0,t,on,ds;' +
    "if(!k||(st===null&&to===null))return;" +
    's=k.querySelectorAll("[aria-roledescription=slide]");n=s.length;if(!n)return;' +
    'for(i=0;i<n;i++)if(s[i].hasAttribute("data-active"))cur=i;' +
    "t=to!==null?+to:((cur+(+st))%n+n)%n;if(!(t>=0&&t<n))return;" +
    "for(i=0;i<n;i++){on=i===t;" +
    'if(on){s[i].setAttribute("data-active","true");s[i].removeAttribute("inert")}' +
    'else{s[i].removeAttribute("data-active");s[i].setAttribute("inert","")}' +
    's[i].setAttribute("aria-hidden",on?"false":"true")}' +
    `ds=k.querySelectorAll("[${SLIDE_TO_ATTRIBUTE}]");` +
    `for(i=0;i<ds.length;i++)if(+ds[i].getAttribute("${SLIDE_TO_ATTRIBUTE}")===t)ds[i].setAttribute("aria-current","true");` +
    'else ds[i].removeAttribute("aria-current");' +
    `r.setAttribute("${MOVED_ATTRIBUTE}","")}` +
    // The button shows the press was taken (busy, and no second press) until the live chat, which replaces it, answers.
    'function voice(b){if(b.getAttribute("aria-busy")==="true")return;b.setAttribute("aria-busy","true");b.disabled=true;' +
    "var a=F.audio||(F.audio=new Audio()),C=w.AudioContext||w.webkitAudioContext,c,u,m,md=navigator.mediaDevices;" +
    "try{c=F.context||(C?(F.context=new C()):null)}catch(x){c=null}" +
    `a.volume=0;a.src=${JSON.stringify(silentWavDataUri())};` +
    'try{u=Promise.all([a.play(),c&&c.state==="suspended"?c.resume():0])}catch(x){u=Promise.reject(x)}' +
    "u=u.then(function(){a.pause();a.volume=1;return true},function(){a.volume=1;return false});" +
    // Without the browser's own recognition the site may not transcribe: the live chat asks it first.
    "if(!(w.SpeechRecognition||w.webkitSpeechRecognition))m=null;else " +
    "try{m=md.getUserMedia({audio:true}).then(function(s){s.getTracks().forEach(function(k){k.stop()});return true}," +
    'function(x){console.info("Microphone permission was not granted:",x);return false})}catch(x){m=Promise.resolve(false)}' +
    'push({type:"voice",microphone:m,unlock:u})}' +
    'w.addEventListener("click",function(e){var t=e.target,c,r;' +
    'if(drawn(t,"chat-send")){stop(e);send();return}' +
    'if(c=drawn(t,"voice-button")){stop(e);voice(c);return}' +
    'if(drawn(t,"training-objection")){stop(e);push({type:"object"});return}' +
    'if(c=drawn(t,"play-button")){stop(e);' +
    `push({type:"play",index:[].indexOf.call(d.querySelectorAll("${shell} [data-testid='chat-message']"),at(c,"[data-testid='chat-message']"))});return}` +
    `r=at(t,"[${FIRST_ACTIONS_ATTRIBUTE}]");c=at(t,"a,button");` +
    `if(!r||!c||!r.contains(c)||r.hasAttribute("${LIVE_ATTRIBUTE}"))return;` +
    // A link opened in a new tab or window is the browser's.
    "if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;" +
    "stop(e);" +
    `if(c.hasAttribute("${ASK_ATTRIBUTE}")){` +
    'var s=d.getElementById("chat");if(s)s.scrollIntoView({block:"start"});' +
    'try{history.replaceState(history.state,"","#chat")}catch(x){}' +
    `push({type:"ask",unit:c.getAttribute("${ASK_ATTRIBUTE}")});return}` +
    `push({type:"click",region:r.getAttribute("${FIRST_ACTIONS_ATTRIBUTE}"),control:[].indexOf.call(r.querySelectorAll("a,button"),c)});` +
    "slide(r,c)" +
    "},true);" +
    // Enter sends and Shift+Enter breaks the line, as in the live box (lib/client/chat/send-key.ts).
    'w.addEventListener("keydown",function(e){' +
    'if(e.key!=="Enter"||e.shiftKey||e.isComposing||!drawn(e.target,"chat-input"))return;' +
    "stop(e);send()},true);" +
    'w.addEventListener("input",function(e){var t=e.target,b;' +
    `if(drawn(t,"chat-input")&&(b=d.querySelector("${shell} [data-testid='chat-send']")))b.disabled=!t.value.trim()},true)` +
    "}catch(x){}})()"
  );
}
