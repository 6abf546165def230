/**
 * For the projects whose test files share a runtime (isolate: false, vitest.config.ts): each
 * file starts with its storage as a fresh runtime would give it, so no file sees what another
 * stored. KV is emptied; D1's tables keep the migrations' schema and lose their rows.
 */
import { env } from 'cloudflare:workers'

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await kv.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

async function emptyD1(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    )
    .all<{ name: string }>()
  if (results.length === 0) return
  await db.batch(results.map(({ name }) => db.prepare(`DELETE FROM "${name}"`)))
}

await emptyKv(env.APP_LOCAL)
await emptyD1(env.DB)
