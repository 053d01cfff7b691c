/** What the build leaves of each framework script on a page that paints first (lib/server/build/paint-first-page.ts). */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/** The attribute on the paint-first script's element that tells the build the page may hold its framework scripts back. */
export const PAINT_GATE_ATTRIBUTE = "data-paint-gate";

/** The data block holding the web fonts' faces that the build took out of the page's styles, as `[family, src, descriptors]`. */
export const AFTER_PAINT_FONTS_ATTRIBUTE = "data-after-paint-fonts";

/** The prefix of the key under which a browser keeps the faces a language's page needed, once they were fetched. */
export const FACES_FETCHED_KEY = "fonts-fetched-";

/**
 * The home page's second pre-paint script: the page's picture is drawn before
 * the framework's scripts and the web fonts are fetched.
 *
 * The build takes the framework's `<script src>` tags and the web fonts'
 * `@font-face` rules out of the page and leaves their addresses behind
 * (lib/server/build/paint-first-page.ts); this script adds the scripts back
 * once the picture the page asks for first (`fetchpriority="high"`) is on
 * screen. On a phone's connection the 150 kB of scripts and 86 kB of fonts
 * otherwise share the first second with the 15 kB picture and make it arrive
 * two to three times later; on a fast one, scripts that arrive first run
 * before the first frame and hold it back. Until then the page is drawn and
 * readable, "Skip intro" and the chat box already work (the intro script and
 * components/chat/chat-island.tsx), and text shows in the fallbacks next/font
 * and app/globals.css size to the web fonts, so nothing moves when they come.
 *
 * A face handed to the page after its first layout lays all its text out
 * again: one long task, 35 to 55 ms on a desktop and four times that on a
 * phone, that a visitor who is already reading or pressing feels as a stall.
 * So a face never reaches a page the visitor is using:
 * - a browser that fetched this language's faces on an earlier visit gets them
 *   here, before the first layout, from its cache (`optional`: a face the cache
 *   no longer holds leaves the fallback for this visit, rather than arriving
 *   late);
 * - under the splash, which hides the page, the faces the text on screen needs
 *   (by the stacks app/globals.css gives this language, and the characters each
 *   face's range holds) are fetched once the picture is drawn and handed over
 *   together, for one layout in all; the rest still load on demand, for text a
 *   reply brings later;
 * - without the splash the same faces are fetched for the next visit once this
 *   one has loaded, its framework scripts too, and the browser is idle, so
 *   that they take nothing from the picture and the framework (the window's
 *   load event comes before the scripts added here have arrived, and on a
 *   phone 90 to 140 kB of faces beside them would hold back the live chat this
 *   visitor is waiting for); this visit keeps the fallbacks, as it does when
 *   the splash has gone before the faces are in.
 * A face fetched is recorded (FACES_FETCHED_KEY and the language) in the
 * browser's local storage.
 *
 * What counts as drawn is the browser's own largest-contentful-paint entry for
 * that picture, or any first entry while the splash covers the page: the
 * browser reports it in a task of its own once the frame is on screen. No timer
 * stands between that report and the request, so a page whose clock is held
 * (the browser suite's) still starts. It never waits longer than it must:
 * - at the visitor's first key, tap, wheel or scroll (the browser stops
 *   reporting paints then, and the visitor wants the page to answer);
 * - when the picture fails, or a second after the load event;
 * - in a hidden tab, or a browser that reports no such paints, after the
 *   document is parsed (and its first frame, where frames are drawn: the second
 *   animation frame's callback runs once the first has been produced).
 *
 * Plain ES5 with no outside names; the CSP allows it by its hash.
 */
export function paintFirstScript(): string {
  return (
    "(function(){var d=document,h=d.documentElement,w=window,done=0;" +
    // What waits for the framework's scripts to have loaded (or failed): -1 until they are asked for.
    "var pending=-1,waiting=[];" +
    "function loaded(){pending=0;var l=waiting;waiting=[];for(var i=0;i<l.length;i++)safe(l[i])}" +
    "function afterScripts(f){if(pending===0)safe(f);else waiting.push(f)}" +
    "function load(){" +
    `var l=d.querySelectorAll("script[${AFTER_PAINT_ATTRIBUTE}]");pending=l.length;if(!pending)loaded();` +
    "for(var i=0;i<l.length;i++){" +
    `var e=d.createElement("script");e.src=l[i].getAttribute("${AFTER_PAINT_ATTRIBUTE}");` +
    "e.onload=e.onerror=function(){if(--pending===0)loaded()};" +
    `l[i].removeAttribute("${AFTER_PAINT_ATTRIBUTE}");d.body.appendChild(e)}}` +
    // Whether a face's unicode-range ("U+0-FF,U+6??") holds one of the character codes.
    'function covers(r,cs){if(!r)return cs.length>0;var p=r.split(",");' +
    'for(var i=0;i<p.length;i++){var a=p[i].replace(/\\s|U\\+/gi,"").split("-"),' +
    'lo=parseInt(a[0].replace(/\\?/g,"0"),16),hi=parseInt((a[1]||a[0]).replace(/\\?/g,"f"),16);' +
    "for(var k=0;k<cs.length;k++)if(cs[k]>=lo&&cs[k]<=hi)return true}return false}" +
    // The faces the build took out of the page's styles, and this language's record of those it fetched.
    `var faces=[],given=0,key="${FACES_FETCHED_KEY}"+h.lang;` +
    `try{faces=JSON.parse(d.querySelector("script[${AFTER_PAINT_FONTS_ATTRIBUTE}]").textContent)}catch(x){}` +
    "function store(){try{return w.localStorage}catch(x){return null}}" +
    "function quiet(p){if(p&&p.then)p.then(null,function(){})}" +
    "function face(i,display){var o={},k,ds=faces[i][2];for(k in ds)o[k]=ds[k];if(display)o.display=display;" +
    "return new FontFace(faces[i][0],faces[i][1],o)}" +
    // A visit after the faces were fetched: all of them before the first layout, those it needed loading at once.
    'try{var s=store(),had=s&&JSON.parse(s.getItem(key)||"null"),srcs={},i,k;' +
    "if(had&&had.length&&d.fonts&&w.FontFace){" +
    "for(i=0;i<faces.length;i++)srcs[faces[i][1]]=i;" +
    "for(k=0;k<had.length;k++)if(!(had[k] in srcs))had=0;" +
    'if(had){var all=[];for(i=0;i<faces.length;i++)all.push(face(i,"optional"));' +
    "for(i=0;i<all.length;i++)d.fonts.add(all[i]);" +
    "for(k=0;k<had.length;k++)quiet(all[srcs[had[k]]].load());given=1}}}catch(x){}" +
    // Whether the splash still hides the page: the pre-paint intro script marks a skip, and the splash leaves the page when done.
    'function covered(){return h.getAttribute("data-intro")!=="skip"&&!!d.getElementById("splash-title")}' +
    "function fonts(){" +
    "if(given||!faces.length||!d.fonts||!w.FontFace||!w.Promise)return;" +
    // Faces for the next visit yield to everything this one still loads, the framework's scripts above all.
    "if(covered())fetchFaces();else afterScripts(function(){idle(fetchFaces)})}" +
    "function safe(f){try{f()}catch(x){}}" +
    "function idle(f){function next(){if(w.requestIdleCallback)requestIdleCallback(function(){safe(f)});else setTimeout(function(){safe(f)},1)}" +
    'if(d.readyState==="complete")next();else w.addEventListener("load",next)}' +
    "function fetchFaces(){" +
    'var all=[],now=[],got=[],seen={},cs=[],i,t=d.body.innerText||"",' +
    'st=getComputedStyle(h),names=(","+st.getPropertyValue("--font-sans")+","+st.getPropertyValue("--font-display")+",").replace(/["\'\\s]/g,"");' +
    "for(i=0;i<t.length;i++){var c=t.charCodeAt(i);if(c>32&&!seen[c]){seen[c]=1;cs.push(c)}}" +
    "for(i=0;i<faces.length;i++){var f=face(i);all.push(f);" +
    'if(names.indexOf(","+faces[i][0].replace(/["\'\\s]/g,"")+",")>=0&&covers(faces[i][2].unicodeRange,cs)){now.push(f.load());got.push(faces[i][1])}}' +
    "function add(){if(covered())for(var j=0;j<all.length;j++)d.fonts.add(all[j])}" +
    "Promise.all(now).then(function(){try{store().setItem(key,JSON.stringify(got))}catch(x){}add()},add)}" +
    "function start(){try{fonts()}catch(x){}load()}" +
    "function go(){if(done)return;done=1;" +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()}' +
    "try{" +
    "var P=w.PerformanceObserver,T=P&&P.supportedEntryTypes;" +
    'if(d.visibilityState!=="visible"||!T||T.indexOf("largest-contentful-paint")<0){' +
    'd.addEventListener("DOMContentLoaded",function(){' +
    'if(d.visibilityState==="visible"&&w.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(go)});else go()});return}' +
    "var o=new P(function(list){" +
    'var es=list.getEntries(),img=d.querySelector("img[fetchpriority=high]");' +
    "for(var i=0;i<es.length;i++)" +
    'if(!img||img===es[i].element||h.getAttribute("data-intro")!=="skip"){o.disconnect();go();return}});' +
    'o.observe({type:"largest-contentful-paint",buffered:true});' +
    'var ev=["keydown","pointerdown","touchstart","wheel","scroll"];' +
    "for(var j=0;j<ev.length;j++)w.addEventListener(ev[j],go,{capture:true,passive:true,once:true});" +
    'd.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="IMG"&&t.getAttribute("fetchpriority")==="high")go()},true);' +
    'w.addEventListener("load",function(){setTimeout(go,1000)})' +
    "}catch(x){go()}})()"
  );
}
