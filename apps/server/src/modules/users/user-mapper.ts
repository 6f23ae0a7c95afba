import { isoDateToItalian, isStaffRole, type LegalConsent, type User, type UserDetail } from '@spesa/domain';
import type { StoredLegalConsent } from '../../db/schema/accounts';
import type { UserRow } from './user.repository';

const publicLegals = (legals: StoredLegalConsent[]) => legals.map(({ legalId, accepted }) => ({ legalId, accepted }));

/**
 * The user as login, auth/test and the cart carry it. `hasFavorites`: the shopper's favourites list
 * holds a product (modules/wishlists `hasFavourites` reads it, handed to auth by auth/account-routes.ts).
 * `ssoUser`: `isSsoUser` of the session where it is known (login, auth/test, the SAML sign-in); else the staff role.
 */
export function toUser(row: UserRow, hasFavorites = false, ssoUser = isStaffRole(row.staffRole)): User {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: { userTypeId: row.userTypeId },
    profile: { level: row.profileLevel },
    betaTester: row.betaTester,
    hasFavorites,
    // Staff (the SSO/admin user of the specification) open the back office.
    ssoUser,
    legals: publicLegals(row.legals),
    fidelityCard: row.fidelityCard,
    fiscalCode: row.fiscalCode,
    defaultStoreAddressId: row.defaultStoreAddressId,
    defaultDeliveryAddressId: row.defaultDeliveryAddressId,
    referenceStoreId: row.referenceStoreId,
  };
}

/** Every personal field, for the profile page. */
export function toUserDetail(row: UserRow, pendingEmail: string | null): UserDetail {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    addressNumber: row.addressNumber,
    postalcode: row.postalcode,
    province: row.province,
    city: row.city,
    referenceStoreId: row.referenceStoreId,
    birthDate: row.birthDate ? isoDateToItalian(row.birthDate) : null,
    mobilePhone: row.mobilePhone,
    fidelityCard: row.fidelityCard,
    fiscalCode: row.fiscalCode,
    legals: publicLegals(row.legals),
    pendingEmail,
  };
}

/** The consents as stored: those not sent stay as they were; each keeps the moment it was last changed. */
export function storedLegals(
  requested: readonly LegalConsent[],
  previous: readonly StoredLegalConsent[] = [],
  now = new Date(),
): StoredLegalConsent[] {
  const byId = new Map(previous.map((legal) => [legal.legalId, legal]));
  for (const { legalId, accepted } of requested) {
    const before = byId.get(legalId);
    const updatedAt = before && before.accepted === accepted ? before.updatedAt : now.toISOString();
    byId.set(legalId, { legalId, accepted, updatedAt });
  }
  return [...byId.values()].sort((first, second) => first.legalId - second.legalId);
}
