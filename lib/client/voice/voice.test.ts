import { isMobileDevice, speechCacheKey } from "./device";
import { speechLanguage } from "./speech-language";

describe("speechLanguage", () => {
  it.each([
    ["zh", "zh-CN"],
    ["ms", "ms-MY"],
    ["en", "en-US"],
    ["hi", "hi-IN"],
    ["ru", "ru-RU"],
    ["es", "es-ES"],
    ["fr", "fr-FR"],
    ["de", "de-DE"],
    ["ar", "ar-SA"],
    ["xx", "en-US"],
  ])("%s → %s", (code, tag) => expect(speechLanguage(code)).toBe(tag));
});

describe("isMobileDevice", () => {
  const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  const ipadAsMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15";
  const android = "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
  const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
  it.each([
    [iphone, 5, true],
    [android, 5, true],
    [ipadAsMac, 5, true],
    [ipadAsMac, 0, false],
    [desktop, 0, false],
    [desktop, 10, false],
  ])("%s with %d touch points → %s", (ua, touch, mobile) => expect(isMobileDevice(ua, touch)).toBe(mobile));
});

describe("speechCacheKey", () => {
  it("differs when any part differs", () => {
    const base = speechCacheKey("Hello", "default", "en");
    expect(speechCacheKey("Hello", "default", "en")).toBe(base);
    expect(speechCacheKey("Hello", "default", "fr")).not.toBe(base);
    expect(speechCacheKey("Hello", "nova", "en")).not.toBe(base);
    expect(speechCacheKey("Hello!", "default", "en")).not.toBe(base);
  });
});
