import "server-only";
import { formulaCells, parseRfc4180 } from "@/test/support/csv";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";
import { newLead } from "@/test/support/leads";
import { CSV_COLUMNS, exportLeadsCsv } from "./export-csv";
import { randomUUID } from "node:crypto";
import { saveLead } from "./lead-store";
import { leadReference } from "@/lib/server/lead-profile/reference";
import { scoreLead } from "@/lib/server/lead-profile/score";

describe.each(testDatabaseKinds())("exportLeadsCsv on %s", (kind) => {
  const target = useTestDatabase(kind, "export-csv");

  it("writes stored leads as UTF-8 CSV with a BOM, Malaysia times and no formula cell", async () => {
    const createdAt = Date.UTC(2026, 10, 24, 1, 31);
    const hostile = await saveLead(
      target.db,
      newLead({
        name: '  =HYPERLINK("http://evil.example","Click")',
        phone: "0123456789",
        transcript: [
          { sender: "user", content: "Hello; =HYPERLINK(\"http://x\")\n=cmd|' /C calc'!A0", timestamp: "2026-11-24T01:30:00.000Z" },
          {
            sender: "assistant",
            content: "Units:\n- **Ardentz**\n- [Blitz](https://wa.me/60132884650)",
            timestamp: "2026-11-24T01:30:04.000Z",
          },
          { sender: "user", content: "Sunday?", timestamp: "2026-11-24T01:30:09.000Z", source: "browser" },
        ],
      }),
      { now: createdAt },
    );
    const start = Date.UTC(2026, 10, 28, 3, 0);
    const booked = await saveLead(
      target.db,
      newLead({
        name: "Tan",
        qualification: { purpose: "investment", timeline: { withinMonths: 2 }, financing: "cash" },
        viewing: { start, end: start + 3_600_000 },
      }),
      { now: createdAt + 500 },
    );
    // More leads than one page, so the keyset paging is crossed too.
    for (let i = 0; i < 3; i++) await saveLead(target.db, newLead({ name: `Lead ${i}` }), { now: createdAt + 1000 + i });

    let text = "";
    const count = await exportLeadsCsv(target.db, (chunk) => void (text += chunk), 2);

    expect(count).toBe(5);
    expect(text.startsWith('\uFEFF"id",')).toBe(true);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseRfc4180(text.slice(1));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(5);
    const cell = (row: string[], name: (typeof CSV_COLUMNS)[number]) => row[header.indexOf(name)];
    const row = rows.find((r) => cell(r, "id") === hostile.id);
    if (!row) throw new Error("the hostile lead is missing");

    expect(cell(row, "created_at")).toBe("2026-11-24 09:31:00 +08:00");
    expect(cell(row, "updated_at")).toBe("2026-11-24 09:31:00 +08:00");
    expect(cell(row, "sent_at")).toBe("");
    expect(cell(row, "name")).toBe(`'  =HYPERLINK("http://evil.example","Click")`);
    // International form, which a spreadsheet keeps as text with its leading digits.
    expect(cell(row, "phone")).toBe("+60 12-345 6789");
    expect(cell(row, "whatsapp")).toBe("https://wa.me/60123456789");
    expect(cell(row, "reference")).toBe(leadReference(hostile.id));
    expect(cell(row, "reference")).toMatch(/^AUR-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(cell(row, "transcript")).toBe(
      [
        `[2026-11-24 09:30:00 +08:00] user: Hello; '=HYPERLINK("http://x")`,
        `'=cmd|' /C calc'!A0`,
        // The consultant's reply as the visitor read it, without markdown marks.
        "[2026-11-24 09:30:04 +08:00] assistant: Units:",
        "",
        "• Ardentz",
        "• Blitz (https://wa.me/60132884650)",
        "[2026-11-24 09:30:09 +08:00] user (from the visitor's browser, not seen by the server): Sunday?",
      ].join("\n"),
    );
    expect(cell(row, "training_objection_at")).toBe("");
    expect(cell(row, "score")).toBe("cold");
    expect(cell(row, "score_reason")).toBe(scoreLead({}, { viewingBooked: false }).reason);
    expect(cell(row, "viewing_start")).toBe("");

    // The viewing slot and the qualification go in the CSV too.
    const bookedRow = rows.find((r) => cell(r, "id") === booked.id)!;
    expect(cell(bookedRow, "score")).toBe("hot");
    expect(cell(bookedRow, "score_reason")).toMatch(/^Buying within/);
    expect(cell(bookedRow, "viewing_start")).toBe("2026-11-28 11:00:00 +08:00");
    expect(cell(bookedRow, "viewing_end")).toBe("2026-11-28 12:00:00 +08:00");
    expect(cell(bookedRow, "qualification").split("\n")).toEqual([
      "Purpose: Investment and rental",
      "Timeline: within 2 months",
      "Financing: Cash",
    ]);
    expect(formulaCells(text)).toEqual([]);
  });

  it("says when the visitor objected to training, on every lead of the conversation", async () => {
    const conversationId = randomUUID();
    // As lib/server/turn/privacy/objection-store keeps it; the lead given afterwards carries it.
    await target.db.execute(
      "INSERT INTO conversations (id, language, created_at, updated_at, training_objection_at) VALUES ($1, 'en', 0, 0, $2)",
      [conversationId, Date.UTC(2026, 10, 24, 2, 0, 30)],
    );
    const { id } = await saveLead(target.db, newLead({ conversationId }), { now: Date.UTC(2026, 10, 24, 2, 5) });
    let text = "";
    await exportLeadsCsv(target.db, (chunk) => void (text += chunk));
    const [header, ...rows] = parseRfc4180(text.slice(1));
    const row = rows.find((r) => r[header.indexOf("id")] === id)!;
    expect(row[header.indexOf("training_objection_at")]).toBe("2026-11-24 10:00:30 +08:00");
  });
});
