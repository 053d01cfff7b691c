import { builtPageFile } from "./built-pages";

describe("builtPageFile", () => {
  it.each([
    ["/", "en.html"],
    ["/privacy", "en/privacy.html"],
    ["/ar", "ar.html"],
    ["/ar/privacy", "ar/privacy.html"],
    ["/ms", "ms.html"],
    ["/zh/privacy", "zh/privacy.html"],
  ])("%s is the built page %s", (pathname, file) => expect(builtPageFile(pathname)).toBe(file));

  it.each(["/en", "/my", "/ar/", "/ar/nothing", "/nothing", "/privacy/x", "/../en.html", "/robots.txt"])("%s is no built page", (pathname) => {
    expect(builtPageFile(pathname)).toBeUndefined();
  });
});
