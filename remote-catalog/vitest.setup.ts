import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';

// imageUrl() and the API client read the API origin from the runtime config the host normally loads.
setRuntimeConfig({
  apiBase: 'http://api.test',
  remotes: { catalog: '', checkout: '', account: '', blog: '' },
  razorpayCheckoutUrl: '',
  googleScriptUrl: '',
  googleClientId: '',
  routes: [],
  releases: {},
});
