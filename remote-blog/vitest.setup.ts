import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* waits up to 1 s by default, which a busy shared machine can exceed on a page's first render.
configure({ asyncUtilTimeout: 3000 });
