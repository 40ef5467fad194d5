import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

// The screens read the API base from the runtime config, as in the browser.
setRuntimeConfig(testRuntimeConfig());

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();
