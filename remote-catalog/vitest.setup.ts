import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';

// imageUrl() and the API client read the API origin from the runtime config the host normally loads.
setRuntimeConfig({
  apiBase: 'http://api.test',
  remotes: { catalog: '', checkout: '', account: '', blog: '', admin: '' },
  razorpayCheckoutUrl: '',
  googleScriptUrl: '',
  googleClientId: '',
  routes: [],
  releases: {},
});

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();
