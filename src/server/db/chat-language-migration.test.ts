import { expect, it } from 'vitest';
import { useMigrationScratch } from '../test/migration-scratch';

// Migration 0038 gives conversations a language: those that exist already take their owner's
// interface language, so a Spanish account's chats still match what its studio now asks for.
const scratch = useMigrationScratch('0038_chat_language');

it("gives the conversations made before it their owner's language, English for an account that follows the browser", async () => {
  await scratch.migrateToBefore();
  const owners: Record<string, string> = {};
  for (const [name, locale] of [
    ['spanish', 'es'],
    ['brazilian', 'pt-BR'],
    ['browser', null],
  ] as const) {
    const [row] = await scratch.query(
      `INSERT INTO users (name, email, password_hash, locale, created_at) VALUES ($1, $2, 'x', $3, now()) RETURNING id`,
      [name, `${name}@example.com`, locale],
    );
    owners[name] = String(row?.id);
    await scratch.query(
      `INSERT INTO chat_conversations (user_id, title, category, created_at, updated_at) VALUES ($1, $2, 'advertising', now(), now())`,
      [owners[name], name],
    );
  }

  await scratch.migrateToEnd();

  expect(await scratch.query('SELECT title, language FROM chat_conversations ORDER BY title')).toEqual([
    { title: 'brazilian', language: 'pt-BR' },
    { title: 'browser', language: 'en' },
    { title: 'spanish', language: 'es' },
  ]);
});
