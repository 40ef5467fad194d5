import '@testing-library/jest-dom/vitest';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { interceptApi } from '@brass/shared/testing/api-mock';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

// imageUrl() and the API client read the API origin from the runtime config the host normally loads.
setRuntimeConfig(testRuntimeConfig());

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();
