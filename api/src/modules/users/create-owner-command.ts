/**
 * `pnpm --filter @brass/api admin:create-owner <email>`: makes a confirmed account the shop's owner,
 * on the database the API would use with the same environment.
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { AuditService } from '../audit/service.js';
import { makeOwner } from './owner.js';
import { UserRepository } from './repository.js';

const email = process.argv[2];
if (!email) {
  console.error('Name the account: pnpm --filter @brass/api admin:create-owner <email>');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  await migrateDatabase(database);
  await makeOwner(new UserRepository(database.db), new AuditService(database.db), email);
  console.log(`${email.trim().toLowerCase()} is now the shop's owner.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
