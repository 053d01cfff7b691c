import { createThrottle, type ThrottleVerdict } from "./throttle";

type Step = [assistant: string, text: string, at: number, expected: ThrottleVerdict];

const OK: ThrottleVerdict = { ok: true };
const RATE: ThrottleVerdict = { ok: false, reason: "rateLimit" };
const DUP: ThrottleVerdict = { ok: false, reason: "duplicate" };

const scenarios: [string, Step[]][] = [
  ["first message is allowed", [["en", "hi", 0, OK]]],
  [
    "second message at 999 ms is rate limited",
    [
      ["en", "a", 0, OK],
      ["en", "b", 999, RATE],
    ],
  ],
  [
    "second message at exactly 1000 ms is allowed",
    [
      ["en", "a", 0, OK],
      ["en", "b", 1000, OK],
    ],
  ],
  [
    "same text at 999 ms reports duplicate, not rate limit",
    [
      ["en", "a", 0, OK],
      ["en", "a", 999, DUP],
    ],
  ],
  [
    "same text at 1000 ms is a duplicate",
    [
      ["en", "a", 0, OK],
      ["en", "a", 1000, DUP],
    ],
  ],
  [
    "same text at 4999 ms is a duplicate",
    [
      ["en", "a", 0, OK],
      ["en", "a", 4999, DUP],
    ],
  ],
  [
    "same text at exactly 5000 ms is allowed",
    [
      ["en", "a", 0, OK],
      ["en", "a", 5000, OK],
    ],
  ],
  [
    "surrounding whitespace does not make text different",
    [
      ["en", "a", 0, OK],
      ["en", "  a \n", 2000, DUP],
    ],
  ],
  [
    "different case is a different text",
    [
      ["en", "a", 0, OK],
      ["en", "A", 2000, OK],
    ],
  ],
  [
    "assistants are independent",
    [
      ["en", "a", 0, OK],
      ["zh", "a", 1, OK],
      ["zh", "b", 500, RATE],
      ["en", "b", 1000, OK],
    ],
  ],
  [
    "refused attempts are not recorded",
    [
      ["en", "a", 0, OK],
      ["en", "b", 500, RATE],
      ["en", "b", 1000, OK],
      ["en", "c", 1999, RATE],
      ["en", "c", 2000, OK],
    ],
  ],
  [
    "a refused duplicate does not extend the window",
    [
      ["en", "a", 0, OK],
      ["en", "a", 4000, DUP],
      ["en", "a", 5000, OK],
    ],
  ],
  [
    "duplicate is remembered across other messages",
    [
      ["en", "a", 0, OK],
      ["en", "b", 1500, OK],
      ["en", "a", 3000, DUP],
      ["en", "c", 3000, OK],
      ["en", "a", 5000, OK],
    ],
  ],
];

describe("createThrottle", () => {
  it.each(scenarios)("%s", (_name, steps) => {
    const throttle = createThrottle();
    for (const [assistant, text, at, expected] of steps) {
      expect(throttle.attempt(assistant, text, at)).toEqual(expected);
    }
  });

  it("check does not record", () => {
    const throttle = createThrottle();
    expect(throttle.check("en", "a", 0)).toEqual(OK);
    expect(throttle.check("en", "a", 1)).toEqual(OK);
    throttle.record("en", "a", 1);
    expect(throttle.check("en", "b", 2)).toEqual(RATE);
  });

  it("honours custom windows", () => {
    const throttle = createThrottle({ minIntervalMs: 100, duplicateWindowMs: 300 });
    expect(throttle.attempt("en", "a", 0)).toEqual(OK);
    expect(throttle.attempt("en", "b", 99)).toEqual(RATE);
    expect(throttle.attempt("en", "b", 100)).toEqual(OK);
    expect(throttle.attempt("en", "a", 299)).toEqual(DUP);
    expect(throttle.attempt("en", "a", 300)).toEqual(OK);
  });
});
