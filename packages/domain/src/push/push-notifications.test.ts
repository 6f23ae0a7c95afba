import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../order-status/order-statuses';
import {
  deviceRegisterQuerySchema,
  isKnownPushService,
  pushKindOfStatus,
  pushMessage,
  pushSubscriptionBodySchema,
  slotText,
} from './push-notifications';

const home = {
  brandName: 'Buonmercato',
  orderId: 100042,
  deliveryServiceId: 2,
  slotDate: '2026-12-03',
  beginTime: '10:00',
  endTime: '12:00',
};

describe('push notification texts', () => {
  it('writes the slot as an Italian day and time range', () => {
    expect(slotText('2026-12-03', '10:00:00', '12:00')).toBe('giovedì 3 dicembre, 10:00–12:00');
  });

  it('announces each grocery moment in Italian, with the brand and the order deep link', () => {
    expect(pushMessage('orderConfirmed', home)).toEqual({
      title: 'Buonmercato: ordine confermato',
      body: "Abbiamo ricevuto l'ordine n. 100042. Consegna: giovedì 3 dicembre, 10:00–12:00.",
      url: '/profile/orders/100042',
      tag: 'orderConfirmed-100042',
    });
    expect(pushMessage('preparing', home).body).toBe("Il negozio ha iniziato a preparare l'ordine n. 100042.");
    expect(pushMessage('outForDelivery', home).body).toBe(
      "L'ordine n. 100042 è in consegna nella fascia di giovedì 3 dicembre, 10:00–12:00.",
    );
    expect(pushMessage('delivered', { ...home, finalTotalCents: 2345 }).body).toBe(
      "L'ordine n. 100042 è stato consegnato. Importo finale dopo la pesatura: 23,45\u00a0€.",
    );
    expect(
      pushMessage('delivered', { ...home, orderStatusId: ORDER_STATUS.partiallyDelivered, finalTotalCents: 100 }).title,
    ).toBe('Buonmercato: ordine consegnato in parte');
    expect(
      pushMessage('delivered', { ...home, deliveryServiceId: 1, brandName: 'SpesaChiara', finalTotalCents: 999 }),
    ).toMatchObject({
      title: 'SpesaChiara: ordine ritirato',
      body: "Hai ritirato l'ordine n. 100042. Importo finale dopo la pesatura: 9,99\u00a0€.",
    });
    expect(pushMessage('paymentFailed', home)).toMatchObject({
      title: 'Buonmercato: pagamento non riuscito',
      body: "Il pagamento dell'ordine n. 100042 non è andato a buon fine. Tocca qui per pagare di nuovo.",
      url: '/profile/orders/100042',
    });
    expect(pushMessage('slotReminder', { ...home, deliveryServiceId: 1 })).toMatchObject({
      title: 'Buonmercato: domani ritiri la tua spesa',
      body: "Promemoria per l'ordine n. 100042: ritiro giovedì 3 dicembre, 10:00–12:00.",
    });
    const { orderId: _none, ...hold } = home;
    expect(pushMessage('holdExpiring', { ...hold, minutesLeft: 3 })).toEqual({
      title: 'Buonmercato: la fascia oraria sta per scadere',
      body: "Completa l'ordine entro 3 minuti per tenere la fascia di giovedì 3 dicembre, 10:00–12:00.",
      url: '/checkout',
      tag: 'holdExpiring-hold',
    });
  });

  it('maps the order statuses to the notification they announce', () => {
    expect(pushKindOfStatus(ORDER_STATUS.ordered)).toBe('orderConfirmed');
    expect(pushKindOfStatus(ORDER_STATUS.takenInCharge)).toBe('preparing');
    expect(pushKindOfStatus(ORDER_STATUS.inPreparation)).toBe('preparing');
    expect(pushKindOfStatus(ORDER_STATUS.inTransit)).toBe('outForDelivery');
    expect(pushKindOfStatus(ORDER_STATUS.partiallyDelivered)).toBe('delivered');
    expect(pushKindOfStatus(ORDER_STATUS.completePayment)).toBe('paymentFailed');
    for (const quiet of [ORDER_STATUS.waitingPayment, ORDER_STATUS.almostReady, ORDER_STATUS.cancelled, 99])
      expect(pushKindOfStatus(quiet)).toBeNull();
  });
});

describe('push input schemas', () => {
  it('reads a device registration, lower-casing the platform; refuses an unknown platform in Italian', () => {
    expect(
      deviceRegisterQuerySchema.parse({
        external_id: ' tok ',
        platform: 'Android',
        uuid: 'u-1',
        model: '',
        manufacturer: 'Google',
      }),
    ).toEqual({ external_id: 'tok', platform: 'android', uuid: 'u-1', manufacturer: 'Google' });
    const refused = deviceRegisterQuerySchema.safeParse({ external_id: 'x', platform: 'symbian', uuid: 'u' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['platform'],
      message: 'Indicare la piattaforma: web, android o ios',
    });
    const missing = deviceRegisterQuerySchema.safeParse({ platform: 'ios', uuid: 'u' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['external_id'], message: 'Campo obbligatorio' });
  });

  it('takes a subscription with RFC 8291 key sizes only', () => {
    const p256dh = `B${'A'.repeat(86)}`; // 65 bytes
    const auth = 'AQEBAQEBAQEBAQEBAQEBAQ'; // 16 bytes
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example.com/a', keys: { p256dh, auth } }).success).toBe(
      true,
    );
    const short = pushSubscriptionBodySchema.safeParse({ endpoint: 'https://push.example.com/a', keys: { p256dh: auth, auth } });
    expect(short.error?.issues[0]).toMatchObject({ path: ['keys', 'p256dh'], message: 'Chiave non valida' });
    const bad = pushSubscriptionBodySchema.safeParse({ endpoint: 'javascript:alert(1)', keys: { p256dh, auth } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['endpoint'] });
  });
});

describe('isKnownPushService', () => {
  it('accepts the browsers’ push services over https, and the domains a shop adds', () => {
    expect(isKnownPushService('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isKnownPushService('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isKnownPushService('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(isKnownPushService('https://web.push.apple.com/QGx')).toBe(true);
    expect(isKnownPushService('https://push.example.net/wpush/1', ['push.example.net'])).toBe(true);
  });

  it('refuses any other host, plain http, and a host hidden behind a user part', () => {
    expect(isKnownPushService('https://push.example.net/wpush/1')).toBe(false);
    expect(isKnownPushService('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isKnownPushService('https://fcm.googleapis.com@10.0.0.1/fcm/send/abc')).toBe(false);
    expect(isKnownPushService('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(isKnownPushService('https://evilfcm.googleapis.com.example/x')).toBe(false);
    expect(isKnownPushService('https://127.0.0.1:8443/push')).toBe(false);
  });
});
