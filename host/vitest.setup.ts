import '@testing-library/jest-dom/vitest';
import { interceptApi } from '@brass/shared/testing/api-mock';

// The API answers only what each test tells it to, held to the contract: a call nobody expected fails the test.
interceptApi();
