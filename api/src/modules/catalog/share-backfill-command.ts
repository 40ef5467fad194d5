/**
 * `pnpm --filter @brass/api images:share`: renders the share JPEG of every product photo uploaded
 * before uploads made one, on the database and image store the API would use with the same
 * environment. Run once after upgrading; running it again renders nothing.
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { FilesystemImageStore } from '../images/filesystem-image-store.js';
import { S3ImageStore } from '../images/s3-image-store.js';
import { ProductAdminRepository } from './admin-repository.js';
import { renderMissingShareImages } from './share-backfill.js';

const config = loadConfig();
const settings = config.imageStore;
const store = settings.kind === 's3' ? new S3ImageStore(settings) : new FilesystemImageStore(settings.dir);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { rendered, found, missing } = await renderMissingShareImages(
    new ProductAdminRepository(database.db),
    store,
  );
  console.log(`Rendered ${rendered} share images; ${found} photos had theirs already.`);
  for (const key of missing) console.error(`Not rendered: the image store has no ${key}.`);
  if (missing.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  if (store instanceof S3ImageStore) store.close();
}
