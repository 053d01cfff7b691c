import "server-only";
import { testDatabaseKinds, useTestDatabase } from "@/test/support/databases";

describe.each(testDatabaseKinds())("store on %s", (kind) => {
  const target = useTestDatabase(kind, "store");

  it("applies migrations idempotently", async () => {
    const { migrate } = await import("./migrate");
    const { MIGRATIONS } = await import("./migrations");
    await migrate(target.db, MIGRATIONS);
    const rows = await target.db.query<{ id: string }>("SELECT id FROM schema_migrations ORDER BY id");
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(["001-conversations", "002-leads", "003-audio"]));
  });

  it("binds $N parameters, including a repeated one", async () => {
    const id = `c-${Date.now()}-${Math.random()}`;
    await target.db.execute(
      "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, $2, $3, $4, $5)",
      [id, "en", "user", "hello", 1],
    );
    const rows = await target.db.query<{ content: string }>(
      "SELECT content FROM conversation_turns WHERE conversation_id = $1 AND (role = $2 OR $1 = '')",
      [id, "user"],
    );
    expect(rows).toEqual([{ content: "hello" }]);
  });

  it("rolls a failed transaction back", async () => {
    const id = `rollback-${Date.now()}-${Math.random()}`;
    await expect(
      target.db.transaction(async (tx) => {
        await tx.execute(
          "INSERT INTO conversation_turns (conversation_id, language, role, content, created_at) VALUES ($1, 'en', 'user', 'x', 1)",
          [id],
        );
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await target.db.query("SELECT 1 FROM conversation_turns WHERE conversation_id = $1", [id])).toEqual([]);
  });
});
