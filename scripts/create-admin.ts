// npm run admin:create -- --email owner@example.com [--first-name Wanjiru] [--last-name Kamau] [--reset-password] [--reset-two-factor]
// Creates an admin, or promotes an existing account. The password comes from ADMIN_PASSWORD or a
// hidden prompt, never from an argument (arguments end up in shell history and `ps`).
// With the embedded database it refuses while the shop runs (src/server/tools/tool-database.ts).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../src/core/password-rules';
import { emailField } from '../src/core/form-fields';
import { ConfigError, loadConfig } from '../src/server/config/config';
import { runMigrations } from '../src/server/db/migrate';
import { createAccountsService, loadTwoFactorKey } from '../src/server/services/accounts';
import { openToolDatabase, ToolRefused } from '../src/server/tools/tool-database';

class UsageError extends Error {}

function readHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    throw new UsageError('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await readHidden('Password for the admin: '));
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (fromEnv === undefined && (await readHidden('Repeat the password: ')) !== password) {
    throw new UsageError('The passwords differ.');
  }
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      // An owner who lost phone and recovery codes, with no other owner to reset them.
      'reset-two-factor': { type: 'boolean', default: false },
    },
  });
  const email = emailField().safeParse(values.email ?? '');
  if (!email.success) throw new UsageError('Usage: npm run admin:create -- --email you@example.com');

  const config = loadConfig();
  const database = await openToolDatabase(config, 'admin:create');
  try {
    await runMigrations(database);
    const accounts = createAccountsService(database.db, {
      twoFactorKey: loadTwoFactorKey(config.twoFactor),
    });
    const exists = (await accounts.findUserByEmail(email.data)) !== null;
    const password = !exists || values['reset-password'] ? await askPassword() : undefined;
    const { user, created } = await accounts.createOrPromoteAdmin({
      email: email.data,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      resetTwoFactor: values['reset-two-factor'],
    });
    console.log(
      `${created ? 'Created' : 'Promoted'} admin ${user.email} (id ${user.id}) in the ${database.kind} database.`,
    );
    if (values['reset-two-factor'] && !created) console.log('Two-step sign-in cleared; every session ended.');
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(
    error instanceof UsageError || error instanceof ConfigError || error instanceof ToolRefused
      ? error.message
      : error,
  );
  process.exit(1);
}
