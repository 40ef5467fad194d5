/** The origins of the running shop; ports follow the same environment variables as `pnpm start`. */
const port = (name: string, fallback: number) => Number(process.env[`${name}_PORT`] ?? fallback);

export const shopUrls = {
  host: `http://localhost:${port('HOST', 5173)}`,
  catalog: `http://localhost:${port('CATALOG', 5174)}`,
  checkout: `http://localhost:${port('CHECKOUT', 5175)}`,
  account: `http://localhost:${port('ACCOUNT', 5176)}`,
  blog: `http://localhost:${port('BLOG', 5177)}`,
  admin: `http://localhost:${port('ADMIN', 5178)}`,
  api: `http://localhost:${port('API', 4000)}`,
  sandbox: `http://localhost:${port('SANDBOX', 4010)}`,
} as const;
