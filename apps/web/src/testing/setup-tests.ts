import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { sessionCookie } from '../lib/api/session-cookie';
import { loadFakeAltcha } from './fake-altcha';

// The forms' "Non sono un robot" check solves at once in tests (see fake-altcha.ts).
vi.mock('../components/challenge/load-altcha', () => ({ loadAltcha: loadFakeAltcha }));

// A test's login (setSignedInCookie) must not leak into the next test of the file (build/ tests run without a document).
afterEach(() => {
  if (typeof document !== 'undefined') sessionCookie.forget();
});
