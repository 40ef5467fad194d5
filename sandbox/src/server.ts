import { buildSandbox } from './app.js';
import { optionsFromEnv } from './config.js';
import { startSmtpCatcher } from './mail/smtp.js';

function portFromEnv(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  }
  return port;
}

const port = portFromEnv('SANDBOX_PORT', 4010);
const smtpPort = portFromEnv('SANDBOX_SMTP_PORT', 4025);

const options = optionsFromEnv(process.env);
const app = buildSandbox(options);
const smtp = await startSmtpCatcher(app.mailbox, smtpPort, options.now ?? Date.now);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), smtp.close()]).then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
// The log level is warn by default; this one line says where the sandbox is, whatever the level.
console.log(
  `Sandbox of Razorpay, Shiprocket and Google on http://127.0.0.1:${port}, mail catcher on smtp://127.0.0.1:${smtp.port}`,
);
