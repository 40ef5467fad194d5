import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

// The pages read the API base and the Google settings from the runtime config, as in the browser.
setRuntimeConfig(
  testRuntimeConfig({
    googleScriptUrl: 'http://sandbox.test/google/gsi/client',
    googleClientId: 'test-client.apps.googleusercontent.com',
  }),
);

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();
