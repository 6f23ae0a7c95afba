import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidItalianPhone } from '../validation/field-validators';
import { completeLoyaltyCardNumber, isValidLoyaltyCardNumber } from '../validation/loyalty-card';
import { isValidVatNumber } from '../validation/vat-number';
import { DEFAULT_TENANT_ID, getTenant, isTenantId, tenantIds, UnknownTenantError } from './tenant-registry';
import { pageTitleKeys } from './tenant-settings';

describe('tenants', () => {
  it('ship two invented brands', () => {
    expect(tenantIds).toEqual(['buonmercato', 'spesachiara']);
    expect(DEFAULT_TENANT_ID).toBe('buonmercato');
  });

  it('Buonmercato: green, card prefix 0401, company 25, total plus 20%, no fiscal code at registration', () => {
    expect(getTenant('buonmercato')).toMatchObject({
      brandName: 'Buonmercato',
      loyaltyCard: { prefix: '0401' },
      companyId: 25,
      preauthorisationRule: 'total_plus_20',
      acceptAlternativesDefault: true,
      theme: { primaryColor: '#2e7d32' },
      registration: { requiresFiscalCode: false },
    });
  });

  it('Spesa Chiara: blue, card prefix 0402, company 26, variable plus 30%, fiscal code at registration', () => {
    expect(getTenant('spesachiara')).toMatchObject({
      brandName: 'Spesa Chiara',
      loyaltyCard: { prefix: '0402' },
      companyId: 26,
      preauthorisationRule: 'variable_plus_30',
      acceptAlternativesDefault: false,
      theme: { primaryColor: '#1565c0' },
      registration: { requiresFiscalCode: true },
    });
  });

  it.each(tenantIds)('%s: contacts pass our own validators, the footer carries a valid P.IVA', (id) => {
    const tenant = getTenant(id);
    expect(tenant.id).toBe(id);
    expect(isValidItalianPhone(tenant.contacts.phone)).toBe(true);
    expect(isValidEmail(tenant.contacts.email)).toBe(true);
    const vatNumber = /P\.IVA e C\.F\. (\d{11})/.exec(tenant.legalFooter)?.[1] ?? '';
    expect(isValidVatNumber(vatNumber)).toBe(true);
  });

  it.each(tenantIds)("%s: a card is valid only with the brand's own prefix", (id) => {
    const { prefix } = getTenant(id).loyaltyCard;
    const card = completeLoyaltyCardNumber(`${prefix}12345678901`);
    expect(isValidLoyaltyCardNumber(card, prefix)).toBe(true);
    for (const other of tenantIds.filter((otherId) => otherId !== id)) {
      expect(isValidLoyaltyCardNumber(card, getTenant(other).loyaltyCard.prefix)).toBe(false);
    }
  });

  it.each(tenantIds)('%s: privacy consent 1 is mandatory, marketing consent 2 optional; every page has a title', (id) => {
    const tenant = getTenant(id);
    expect(tenant.privacyConsents.map(({ legalId, mandatory }) => [legalId, mandatory])).toEqual([
      [1, true],
      [2, false],
    ]);
    for (const key of pageTitleKeys) expect(tenant.pageTitles[key]).toContain(tenant.brandName);
  });

  it('the brands differ in their texts', () => {
    const [first, second] = tenantIds.map(getTenant);
    expect(first?.legalFooter).not.toBe(second?.legalFooter);
    expect(first?.privacyConsents[0].text).not.toBe(second?.privacyConsents[0].text);
  });

  it('getTenant throws a typed error for an unknown id', () => {
    expect(isTenantId('buonmercato')).toBe(true);
    expect(isTenantId('toString')).toBe(false);
    const thrown = (() => {
      try {
        getTenant('nessun-marchio');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(UnknownTenantError);
    expect(thrown).toMatchObject({ code: 'errors.unknownTenant', tenantId: 'nessun-marchio' });
  });
});
