import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';
import { loadFakeAltcha } from './fake-altcha';

// The forms' "Non sono un robot" check solves at once in tests (see fake-altcha.ts).
vi.mock('../components/challenge/load-altcha', () => ({ loadAltcha: loadFakeAltcha }));
