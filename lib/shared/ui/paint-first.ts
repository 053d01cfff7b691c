/** What the build leaves of each framework script on a page that paints first (lib/server/build/paint-first-page.ts). */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

/** The attribute on the paint-first script's element that tells the build the page may hold its framework scripts back. */
export const PAINT_GATE_ATTRIBUTE = "data-paint-gate";

/** The data block holding the web fonts' faces that the build took out of the page's styles, as `[family, src, descriptors]`. */
export const AFTER_PAINT_FONTS_ATTRIBUTE = "data-after-paint-fonts";

/**
 * The home page's second pre-paint script: the page's picture is drawn before
 * the framework's scripts and the web fonts are fetched.
 *
 * The build takes the framework's `<script src>` tags and the web fonts'
 * `@font-face` rules out of the page and leaves their addresses behind
 * (lib/server/build/paint-first-page.ts); this script adds them back once the picture
 * the page asks for first (`fetchpriority="high"`) is on screen, the faces
 * through the font loading API (a new stylesheet would restyle the whole page
 * in one long task). Each face that arrives on its own lays the whole page's
 * text out again, a long task on a phone, two to four of them per page; so the
 * faces the text on screen needs (by the stacks app/globals.css gives this
 * language, and the characters each face's range holds) are fetched first and
 * handed to the page together with the others, for one layout in all. The
 * rest still load on demand, for text a reply brings later. On a phone's connection the 150 kB of
 * scripts and 86 kB of fonts otherwise share the first second with the 15 kB
 * picture and make it arrive two to three times later; on a fast one, scripts
 * that arrive first run before the first frame and hold it back. Until then the
 * page is drawn and readable, "Skip intro" and the chat box already work (the
 * intro script and components/chat/chat-island.tsx), and text shows in the
 * fallbacks next/font and app/globals.css size to the web fonts, so nothing
 * moves when they arrive.
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
    "function load(){" +
    `var l=d.querySelectorAll("script[${AFTER_PAINT_ATTRIBUTE}]");` +
    "for(var i=0;i<l.length;i++){" +
    `var e=d.createElement("script");e.src=l[i].getAttribute("${AFTER_PAINT_ATTRIBUTE}");` +
    `l[i].removeAttribute("${AFTER_PAINT_ATTRIBUTE}");d.body.appendChild(e)}}` +
    // Whether a face's unicode-range ("U+0-FF,U+6??") holds one of the character codes.
    'function covers(r,cs){if(!r)return cs.length>0;var p=r.split(",");' +
    'for(var i=0;i<p.length;i++){var a=p[i].replace(/\\s|U\\+/gi,"").split("-"),' +
    'lo=parseInt(a[0].replace(/\\?/g,"0"),16),hi=parseInt((a[1]||a[0]).replace(/\\?/g,"f"),16);' +
    "for(var k=0;k<cs.length;k++)if(cs[k]>=lo&&cs[k]<=hi)return true}return false}" +
    "function fonts(){" +
    `var f=d.querySelector("script[${AFTER_PAINT_FONTS_ATTRIBUTE}]");` +
    "if(!f||!d.fonts||!w.FontFace)return;" +
    'var l=JSON.parse(f.textContent),all=[],now=[],seen={},cs=[],i,t=d.body.innerText||"",' +
    'st=getComputedStyle(h),names=(","+st.getPropertyValue("--font-sans")+","+st.getPropertyValue("--font-display")+",").replace(/["\'\\s]/g,"");' +
    "for(i=0;i<t.length;i++){var c=t.charCodeAt(i);if(c>32&&!seen[c]){seen[c]=1;cs.push(c)}}" +
    "for(i=0;i<l.length;i++){var face=new FontFace(l[i][0],l[i][1],l[i][2]);all.push(face);" +
    'if(names.indexOf(","+l[i][0].replace(/["\'\\s]/g,"")+",")>=0&&covers(l[i][2].unicodeRange,cs))now.push(face.load())}' +
    "function add(){for(var j=0;j<all.length;j++)d.fonts.add(all[j])}" +
    "if(now.length&&w.Promise)Promise.all(now).then(add,add);else add()}" +
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
