import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

// The screens read the API base from the runtime config, as in the browser.
setRuntimeConfig(testRuntimeConfig());

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();

// A screen's first test in a file also pays for importing it, which on a busy two-core machine takes
// longer than Testing Library's 1 s default wait; what each test waits for is unchanged.
configure({ asyncUtilTimeout: 5000 });
