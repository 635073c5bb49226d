// A shop whose admins could all do everything keeps them able to: migration 0009 makes every admin
// an owner and nobody else a console member, on both engines the shop runs on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type Sql } from '../support/migration-steps';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let sql: Sql;

beforeAll(async () => {
  database = await databaseBefore('console_roles');
  sql = database.sql;
  await sql.exec(`
    insert into users (id, email, password_hash, first_name, last_name, role, is_approved) values
      (1, 'owner@example.com', 'x', 'Amani', 'Otieno', 'admin', true),
      (2, 'duka@example.com', 'x', 'Achieng', 'Mwangi', 'reseller', true),
      (3, 'refused@example.com', 'x', 'Baraka', 'Kip', 'rejected', false);
  `);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe('migration: console roles', () => {
  it('makes each admin an owner and leaves everyone else outside the console', async () => {
    const rows = await sql.rows<{ id: number; console_role: string | null }>(
      'select id, console_role from users order by id',
    );
    expect(rows).toEqual([
      { id: 1, console_role: 'owner' },
      { id: 2, console_role: null },
      { id: 3, console_role: null },
    ]);
  });

  it('refuses an admin without a console role, and a reseller with one', async () => {
    await expect(
      sql.exec(`insert into users (email, password_hash, first_name, last_name, role)
        values ('x@example.com', 'x', 'X', 'Y', 'admin')`),
    ).rejects.toThrow(/users_console_role_admins/);
    await expect(sql.exec(`update users set console_role = 'staff' where id = 2`)).rejects.toThrow(
      /users_console_role_admins/,
    );
    await expect(sql.exec(`update users set console_role = 'boss' where id = 1`)).rejects.toThrow(
      /users_console_role_known/,
    );
  });
});
