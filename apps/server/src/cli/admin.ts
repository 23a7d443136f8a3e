import { TIERS, tierSchema } from '@careerloom/contract';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { usersRepository } from '../users/users.repository';

const USAGE = `Usage: npm run admin -- <command>
  grant-admin <username>     let a user read leads and messages
  revoke-admin <username>
  set-tier <username> <tier> tiers: ${TIERS.join(', ')}`;

/** Operator commands against the same database the server uses (DATABASE_URL or DATA_DIR). */
async function main(argv: string[]): Promise<number> {
  const [command, username, value] = argv;
  if (!command || !username) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = usersRepository(database.db);
    const user = await users.findByUsername(username);
    if (!user) {
      process.stderr.write(`No user named ${username}\n`);
      return 1;
    }
    if (command === 'grant-admin' || command === 'revoke-admin') {
      await users.update(user.id, { isAdmin: command === 'grant-admin' });
      process.stdout.write(`${user.username} is ${command === 'grant-admin' ? 'now' : 'no longer'} an admin\n`);
      return 0;
    }
    if (command === 'set-tier') {
      const tier = tierSchema.safeParse(value);
      if (!tier.success) {
        process.stderr.write(`Unknown tier "${value ?? ''}"; one of ${TIERS.join(', ')}\n`);
        return 2;
      }
      await users.update(user.id, { tier: tier.data });
      process.stdout.write(`${user.username} now has tier ${tier.data}\n`);
      return 0;
    }
    process.stderr.write(`Unknown command "${command}"\n${USAGE}\n`);
    return 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
