import { describe, expect, it } from 'vitest';
import { MIN_PROFILE_LEVEL } from '../constants';
import { hasMinimumProfileLevel, isMasterAccount } from './account-standing';

describe('account standing (first file, section 6)', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [0, false],
  ])('user type %i is a master account: %s', (userTypeId, master) => {
    expect(isMasterAccount(userTypeId)).toBe(master);
  });

  it('the configured minimum profile level is 2: level 1 must complete its data, 2 and above need not', () => {
    expect(MIN_PROFILE_LEVEL).toBe(2);
    expect(hasMinimumProfileLevel(1)).toBe(false);
    expect(hasMinimumProfileLevel(2)).toBe(true);
    expect(hasMinimumProfileLevel(3)).toBe(true);
  });
});
