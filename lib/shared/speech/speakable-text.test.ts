import { isSpeakable, speakableText } from "./speakable-text";

const cases: [name: string, input: string, expected: string][] = [
  ["plain text is unchanged", "Welcome to Aurelia Residences.", "Welcome to Aurelia Residences."],
  [
    "bold and italics",
    "The **Ardentz** is a *corner* unit with __three__ _car parks_.",
    "The Ardentz is a corner unit with three car parks.",
  ],
  ["bold italics and strike", "***Best*** price, ~~old~~ new.", "Best price, old new."],
  ["headings become sentences", "## Unit types\nThree layouts are available.", "Unit types. Three layouts are available."],
  ["closing hashes of a heading", "### Pricing ###", "Pricing."],
  ["bullets are dropped, items end with a pause", "Units:\n- Ardentz\n* Blitz\n+ Cares", "Units: Ardentz. Blitz. Cares."],
  ["numbered items keep their number", "1. Visit the gallery\n2) Call us", "1. Visit the gallery. 2. Call us."],
  ["code ticks and fences", "Use `RM4,841`.\n```ts\nmonthly\n```", "Use RM4,841. monthly"],
  ["link keeps its text", "See [the floor plan](https://example.com/plan.pdf) today.", "See the floor plan today."],
  ["image keeps its alt text", "![Pool view](/pool.jpg)", "Pool view"],
  ["bare URL removed, its sentence kept", "Book at https://aurelia.example/book.", "Book at."],
  ["www address removed", "More on www.aurelia.example today", "More on today"],
  ["autolink removed", "Write <https://a.example/x> now", "Write now"],
  ["email removed", "Email sales@aurelia.example or call.", "Email or call."],
  ["emoji removed", "Great choice! 🎉🏠 The pool 🏊‍♀️ is open.", "Great choice! The pool is open."],
  ["flags, skin tones and keycaps removed", "Hello 👋🏽 from 🇲🇾 1️⃣", "Hello from 1"],
  ["emoji-only leaves nothing", "😀👍🏻✨", ""],
  ["whitespace collapsed", "  Hello\t\tthere \n\n\n friend  ", "Hello there friend"],
  ["blockquote and rule", "> Quoted line\n---\nAfter", "Quoted line After"],
  ["table rows read as lists", "| Type | Size |\n|---|---|\n| Ardentz | 1,299 sq ft |", "Type, Size. Ardentz, 1,299 sq ft."],
  ["HTML tags dropped", "Line one<br>line <b>two</b>", "Line one line two"],
  ["snake_case kept", "The file_name stays", "The file_name stays"],
  ["control characters removed", "Hi\u0007 there\u0000", "Hi there"],
  ["Chinese preserved", "**欢迎**来到关丹！🏙️ 每月租金 RM5,400。", "欢迎来到关丹！ 每月租金 RM5,400。"],
  ["Chinese list", "- 三间卧室\n- 两个车位", "三间卧室. 两个车位."],
  ["Arabic preserved", "## مرحبا بكم\nشقق **فاخرة** في كوانتان 🌴", "مرحبا بكم. شقق فاخرة في كوانتان"],
  ["Devanagari preserved, ZWJ and nukta kept", "**स्वागत** है! क्\u200dष क़ीमत: RM2,876 ✅", "स्वागत है! क्\u200dष क़ीमत: RM2,876"],
  ["Devanagari list with danda", "- तीन शयनकक्ष।\n- दो बाथरूम", "तीन शयनकक्ष। दो बाथरूम."],
  ["Russian and Malay", "*Добро* пожаловать. Selamat _datang_!", "Добро пожаловать. Selamat datang!"],
  ["link with emoji inside brackets", "Tap ([🔗](https://x.example))", "Tap"],
];

describe("speakableText", () => {
  it.each(cases)("%s", (_name, input, expected) => {
    expect(speakableText(input)).toBe(expected);
  });

  it.each([
    ["cuts at a word boundary", "one two three four", 12, "one two"],
    ["cuts text without spaces at the limit", "关丹公寓欢迎您", 4, "关丹公寓"],
    ["never splits a surrogate pair", "ab𝐀cd", 3, "ab"],
    ["keeps text within the limit", "short", 10, "short"],
  ] as const)("length limit: %s", (_name, input, max, expected) => {
    expect(speakableText(input, max)).toBe(expected);
  });

  it("keeps a 4096-character table within 4096 characters", () => {
    const table = Array.from({ length: 400 }, () => "|a|b|c|")
      .join("\n")
      .slice(0, 4096);
    expect(speakableText(table).length).toBeLessThanOrEqual(4096);
  });
});

describe("isSpeakable", () => {
  it.each([
    ["Hello", true],
    ["关丹", true],
    ["٣", true],
    ["", false],
    [" . , ! ", false],
  ])("%j → %s", (text, expected) => {
    expect(isSpeakable(text as string)).toBe(expected);
  });
});
