import "server-only";
import localFont from "next/font/local";

/*
 * The site's typefaces, served from the woff2 files of the @fontsource-variable packages (the two
 * script faces trimmed in assets/fonts/).
 *
 * One font per subset, each limited to its unicode-range, so a page downloads only the subsets
 * its text draws (Cyrillic on /ru, Arabic on /ar). next/font names each font's family apart, so
 * app/globals.css chains them: the narrow subsets first, then the Latin one, whose variable also
 * carries the metric-matched fallback. A fallback face has no unicode-range and would draw every
 * character it has, so only the last font of a chain may bring one: Cyrillic text then waits in
 * a fallback sized for Inter, not in an unadjusted system font.
 *
 * Nothing is preloaded, and on the home page the faces are handed to the browser only once the
 * hero picture is drawn (lib/shared/ui/paint-first.ts): they would compete with it for the first second
 * of a phone's connection, and measured, a preload made the hero paint later. Text meanwhile
 * shows in fallbacks sized to each face's metrics, so the swap moves nothing. All nine languages
 * share one app/[locale] layout, so a preload could not be limited to a language anyway.
 *
 * The font loader reads these options at build time and takes literals only, hence the ranges
 * written out in full (copied from the packages' CSS).
 */

const interLatin = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  variable: "--font-inter",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

const interLatinExt = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-inter-latin-ext",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

const interCyrillic = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-inter-cyrillic",
  declarations: [{ prop: "unicode-range", value: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" }],
});

const playfairLatin = localFont({
  src: "../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: "Times New Roman",
  variable: "--font-playfair",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

const playfairLatinExt = localFont({
  src: "../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-playfair-latin-ext",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

const playfairCyrillic = localFont({
  src: "../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-cyrillic-wght-normal.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-playfair-cyrillic",
  declarations: [{ prop: "unicode-range", value: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" }],
});

// Ahead of Inter on /ar, so it brings no fallback of its own (see above): Arabic waits in Inter's.
// The package's file with its weight axis cut to the weights the site sets (scripts/trim-fonts.sh):
// 90 kB instead of 166 kB, the largest download of the Arabic page.
const notoSansArabic = localFont({
  src: "../../../assets/fonts/noto-sans-arabic-arabic-wght-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-noto-arabic",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1",
    },
  ],
});

// Hindi is drawn in a shipped face, not whatever the system has (some have none): trimmed like the Arabic one.
const notoSansDevanagari = localFont({
  src: "../../../assets/fonts/noto-sans-devanagari-devanagari-wght-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-noto-devanagari",
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09",
    },
  ],
});

/** The classes defining the variables app/globals.css builds its font stacks from: every document's `<html>` needs them all, or those stacks are invalid. */
export const fontVariables = [
  interLatin,
  interLatinExt,
  interCyrillic,
  playfairLatin,
  playfairLatinExt,
  playfairCyrillic,
  notoSansArabic,
  notoSansDevanagari,
]
  .map((font) => font.variable)
  .join(" ");
