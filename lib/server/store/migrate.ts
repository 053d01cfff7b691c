import "server-only";
import type { Db, Migration } from "./db";

// Any constant works: it only has to be the same in every server instance.
const MIGRATION_LOCK = 7_301_944;

/** Applies pending migrations once; concurrent instances on PostgreSQL wait on an advisory lock. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)");
    const done = new Set((await tx.query<{ id: string }>("SELECT id FROM schema_migrations")).map((r) => r.id));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements(tx.dialect)) await tx.execute(statement);
      await tx.execute("INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)", [migration.id, Date.now()]);
    }
  });
}
