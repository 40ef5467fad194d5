import { mergeConfig } from 'vitest/config';
import { appVitestConfig } from '../tooling/app-vitest-config.ts';

export default mergeConfig(appVitestConfig(), {
  test: {
    // @panzoom/panzoom's `main` is a UMD file in a package marked as ES modules, which Node cannot
    // load; through Vite, which reads its `module` entry as the build does, it loads.
    server: { deps: { inline: ['@panzoom/panzoom'] } },
  },
});
