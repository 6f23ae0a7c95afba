import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { sessionCookie } from '../lib/api/session-cookie';

// A test's login (setSignedInCookie) must not leak into the next test of the file (build/ tests run without a document).
afterEach(() => {
  if (typeof document !== 'undefined') sessionCookie.forget();
});
