import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontendApp } from '@brass/composer/apps';
import { CLIENT_DIR } from '@brass/composer/releases/layout';
import { writeSharedTypes } from './shared-declarations.ts';

/** Inside a release: the types it was built with, which contract checks compile against. */
export const TYPES_DIR = 'types';
/** Inside `types/`: the declarations of each expose (`exposes/CartPage.d.ts`). */
export const EXPOSES_TYPES_DIR = 'exposes';
/** What Module Federation's type generation writes beside the remote's entry. */
const MF_TYPES_DIR = '@mf-types';

/**
 * Gives a release its published types: the declarations of @brass/shared it was built against and,
 * for a remote, the declarations of its exposes. The type hints (`@mf-types.zip`, named by the
 * remote's manifest) stay in `client/` for tools that fetch them; the unpacked copy moves to `types/`.
 */
export async function publishTypes(repo: string, app: FrontendApp, release: string): Promise<void> {
  const types = join(release, TYPES_DIR);
  await writeSharedTypes(repo, types);
  if (app.name === 'host') return;
  const generated = join(release, CLIENT_DIR, MF_TYPES_DIR);
  if (!existsSync(generated))
    throw new Error(`${app.dir}'s build published no types of its exposes (${MF_TYPES_DIR} is missing).`);
  await rename(generated, join(types, EXPOSES_TYPES_DIR));
}
