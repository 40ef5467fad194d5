import { defaultPorts } from '../../tooling/federation-shared.ts';

export interface FrontendApp {
  name: 'host' | 'catalog' | 'checkout' | 'account' | 'blog';
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
    { name: 'host', dir: 'host', port: portOf('host') },
  ];
}
