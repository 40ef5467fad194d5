import { appVitestConfig } from '../tooling/app-vitest-config.ts';

export default appVitestConfig();
