import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';

// The screens read the API base from the runtime config, as in the browser.
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
