import { buildSandbox } from './app.js';
import { optionsFromEnv } from './config.js';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new Error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}"`);
}

const app = buildSandbox(optionsFromEnv(process.env));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
// The log level is warn by default; this one line says where the sandbox is, whatever the level.
console.log(`Sandbox of Razorpay, Shiprocket and Google on http://127.0.0.1:${port}`);
