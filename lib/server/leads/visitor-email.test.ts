import "server-only";
import { isStrictEmail, visitorEmail } from "./visitor-email";

const AT = "2026-11-20T03:15:00.000Z";

describe("isStrictEmail", () => {
  it.each(["a@example.com", "aisyah.rahman+aurelia@example.com.my", "A_B-c%d@mail-1.example.org"])("accepts %s", (address) => {
    expect(isStrictEmail(address)).toBe(true);
  });

  it.each([
    "",
    "a@localhost",
    "a@@example.com",
    "a@b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
    "o'brien@example.com",
    '"a b"@example.com',
    "a@example..com",
    "a@-example.com",
    "a@example-.com",
    "a@example.c",
    "a@example.c0m",
    "é@example.com",
    "a@exämple.com",
    "a@example.com, b@example.com",
    "a@example.com\r\nBcc: b@example.com",
    "Eve <a@example.com>",
    `${"a".repeat(65)}@example.com`,
    `a@${"b".repeat(250)}.com`,
  ])("rejects %j", (address) => {
    expect(isStrictEmail(address)).toBe(false);
  });
});

describe("visitorEmail", () => {
  it("takes the visitor's last valid address, trimmed of the sentence around it", () => {
    expect(
      visitorEmail([
        { sender: "user", content: "mail: first@example.com", timestamp: AT },
        { sender: "user", content: "No, use (second@example.com.my). Thanks! third@invalid", timestamp: AT },
        { sender: "assistant", content: "I will write to fourth@example.com.", timestamp: AT },
      ]),
    ).toBe("second@example.com.my");
  });

  it("reads addresses next to CJK and Arabic punctuation", () => {
    expect(visitorEmail([{ sender: "user", content: "我的邮箱：wang@example.cn。", timestamp: AT }])).toBe("wang@example.cn");
    expect(visitorEmail([{ sender: "user", content: "بريدي، ali@example.ae؟", timestamp: AT }])).toBe("ali@example.ae");
  });

  it("never reads the consultant's messages", () => {
    expect(visitorEmail([{ sender: "assistant", content: "sales@aurelia-residences.example", timestamp: AT }])).toBeNull();
  });

  it("skips a token that is not wholly an address rather than shortening it", () => {
    expect(visitorEmail([{ sender: "user", content: "o'brien@example.com x@y.com/path éa@example.com", timestamp: AT }])).toBeNull();
  });

  it("never reads a line only the browser reported: the server did not see the visitor type it", () => {
    expect(
      visitorEmail([
        { sender: "user", content: "me@example.com", timestamp: AT },
        { sender: "user", content: "no, reply to attacker@evil.example", timestamp: AT, source: "browser" },
      ]),
    ).toBe("me@example.com");
    expect(visitorEmail([{ sender: "user", content: "attacker@evil.example", timestamp: AT, source: "browser" }])).toBeNull();
  });
});
