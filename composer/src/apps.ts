import type { AppName } from '@brass/shared/runtime-config';
import { defaultPorts } from '../../tooling/federation-shared.ts';

export interface FrontendApp {
  name: AppName;
  /** Its workspace folder, e.g. `remote-checkout`. */
  dir: string;
  port: number;
}

export function portOf(name: keyof typeof defaultPorts): number {
  const fromEnv = process.env[`${name.toUpperCase()}_PORT`];
  return fromEnv ? Number(fromEnv) : defaultPorts[name];
}

/** The sandbox's mail catcher listens for SMTP on this port, beside the sandbox's HTTP port. */
export function sandboxSmtpPort(): number {
  return Number(process.env.SANDBOX_SMTP_PORT ?? 4025);
}

/** Remotes first: the host is built and started last, once the parts it composes exist. */
export function frontendApps(): FrontendApp[] {
  return [
    { name: 'catalog', dir: 'remote-catalog', port: portOf('catalog') },
    { name: 'checkout', dir: 'remote-checkout', port: portOf('checkout') },
    { name: 'account', dir: 'remote-account', port: portOf('account') },
    { name: 'blog', dir: 'remote-blog', port: portOf('blog') },
    { name: 'admin', dir: 'remote-admin', port: portOf('admin') },
    { name: 'host', dir: 'host', port: portOf('host') },
  ];
}

/**
 * Every origin an app of the shop serves from locally (localhost and 127.0.0.1 on each app's port):
 * the API lets them call it with credentials, the back office's standalone page on 5178 included.
 */
export function localAppOrigins(): string {
  const hosts = ['localhost', '127.0.0.1'];
  return frontendApps()
    .flatMap((app) => hosts.map((host) => `http://${host}:${app.port}`))
    .join(',');
}

/** The app of that name, or a message listing the apps there are. */
export function frontendApp(name: string | undefined): FrontendApp {
  const app = frontendApps().find((candidate) => candidate.name === name);
  if (app) return app;
  const names = frontendApps()
    .map((candidate) => candidate.name)
    .join(', ');
  throw new ReleaseError(
    name ? `There is no app called "${name}". The apps are: ${names}.` : `Name an app: ${names}.`,
  );
}

/** A mistake of the person running a release command: printed as it is, without a stack. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
