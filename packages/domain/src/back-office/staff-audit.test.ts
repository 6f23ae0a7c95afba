import { describe, expect, it } from 'vitest';
import { staffActions, staffChangeSummary } from './staff-audit';

describe('staffChangeSummary', () => {
  it('says each staff change in one Italian sentence', () => {
    expect(staffChangeSummary(staffActions.orderStatus, { orderStatusId: 3 }, { orderStatusId: 4 })).toBe(
      'Stato: «Ordinato» → «In preparazione»',
    );
    expect(staffChangeSummary(staffActions.orderPayment, { amountCents: 727 }, { amountCents: 756 })).toMatch(
      /^Importo previsto 7,27\s€, incassato 7,56\s€$/,
    );
    expect(
      staffChangeSummary(
        staffActions.lineWeigh,
        { realWeightThousandths: null },
        { realWeightThousandths: 312, deliveredGrossTotalCents: 746 },
      ),
    ).toMatch(/^Peso: — → 0,312 kg, importo della riga 7,46\s€$/);
    expect(staffChangeSummary(staffActions.slotCapacity, { capacity: 10 }, { capacity: 12 })).toBe('Capienza: 10 → 12 ordini');
    expect(staffChangeSummary(staffActions.giftCertificateCreate, null, { code: 'ESTATE7' })).toBe('Codice ESTATE7');
  });
});
