import { z } from 'zod';
import { formatEuro } from '../money/format-euro';
import { ORDER_STATUS } from '../order-status/order-statuses';
import { DELIVERY_SERVICE } from '../order-status/service-and-payment-types';
import { zOptional, zRequiredText } from '../validation/zod-validators';

/**
 * Push notifications (issue 22): the device registration of the native wrapper (second file,
 * section 7, Device), the Web Push subscription of the installed web app, the shopper's opt-in,
 * and the Italian texts of the notifications that matter for groceries.
 */

/** The platforms a device registers as: the web app (Web Push), Android (FCM), iOS (APNs). */
export const devicePlatforms = ['web', 'android', 'ios'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

export const pushTexts = {
  platform: 'Indicare la piattaforma: web, android o ios',
  endpoint: "Indicare l'indirizzo https del servizio di notifica",
  unknownPushService: 'Servizio di notifica non riconosciuto',
  key: 'Chiave non valida',
  registered: 'Dispositivo registrato per le notifiche',
  unregistered: 'Dispositivo rimosso dalle notifiche',
  subscribed: 'Notifiche attivate su questo dispositivo',
  unsubscribed: 'Notifiche disattivate su questo dispositivo',
  enabled: 'Notifiche attivate',
  disabled: 'Notifiche disattivate',
} as const;

const platformSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(devicePlatforms, { error: pushTexts.platform }),
);
const deviceText = (max: number) => zOptional(z.string().trim().max(max));

/** GET /externalregistration/register: the push token (external_id) and the device's description. */
export const deviceRegisterQuerySchema = z.object({
  external_id: zRequiredText().pipe(z.string().max(4096)),
  model: deviceText(200),
  platform: platformSchema,
  platform_version: deviceText(100),
  manufacturer: deviceText(200),
  uuid: zRequiredText().pipe(z.string().max(200)),
});
export type DeviceRegisterQuery = z.output<typeof deviceRegisterQuerySchema>;

/** GET /externalregistration/unregister. */
export const deviceUnregisterQuerySchema = z.object({
  platform: platformSchema,
  uuid: zRequiredText().pipe(z.string().max(200)),
});
export type DeviceUnregisterQuery = z.output<typeof deviceUnregisterQuerySchema>;

/** A device as the profile lists it. */
export const registeredDeviceSchema = z.object({
  deviceId: z.number(),
  platform: z.enum(devicePlatforms),
  model: z.string(),
  manufacturer: z.string(),
  platformVersion: z.string(),
  uuid: z.string(),
  registeredAt: z.string(),
});
export type RegisteredDevice = z.infer<typeof registeredDeviceSchema>;

/** A base64url text of `bytes` bytes (RFC 8291's p256dh: 65, auth: 16), with or without padding. */
const base64UrlKey = (bytes: number) =>
  z
    .string({ error: pushTexts.key })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushTexts.key)
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, pushTexts.key);

/**
 * The browser's PushSubscription as JSON: an https endpoint (http only for a local stand-in outside
 * production: the route checks that) and the keys of RFC 8291.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: pushTexts.endpoint })
    .trim()
    .max(2048, pushTexts.endpoint)
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/, pushTexts.endpoint),
  keys: z.object({ p256dh: base64UrlKey(65), auth: base64UrlKey(16) }),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBodySchema>;

/**
 * The push services of the browsers (Chrome and Edge through FCM, Firefox, Windows, Safari): the only
 * hosts a production shop sends Web Push to, so that a forged subscription cannot make the server post
 * to an address of the shop's own network.
 */
export const WEB_PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** True when the endpoint is https on one of the push services (or a subdomain), or on one of `extraDomains`. */
export function isKnownPushService(endpoint: string, extraDomains: readonly string[] = []): boolean {
  // The host alone: no user part (`https://fcm.googleapis.com@10.0.0.1/` names 10.0.0.1), an optional port.
  const host = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]|$)/i.exec(endpoint)?.[1]?.toLowerCase();
  if (!host) return false;
  return [...WEB_PUSH_SERVICE_DOMAINS, ...extraDomains].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushSubscriptionBodySchema.shape.endpoint });

export const pushPreferenceBodySchema = z.object({ enabled: z.boolean() });

/** What the profile's notification section shows. */
export const pushSettingsSchema = z.object({
  enabled: z.boolean(),
  /** False until the shopper answered the prompt or the profile's switch once. */
  chosen: z.boolean(),
  webSubscriptions: z.number(),
  devices: z.array(registeredDeviceSchema),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const vapidKeySchema = z.object({ publicKey: z.string() });

/** The notifications the shop sends; each at most once per order (or per slot hold). */
export const pushKinds = [
  'orderConfirmed',
  'preparing',
  'outForDelivery',
  'delivered',
  'paymentFailed',
  'slotReminder',
  'holdExpiring',
] as const;
export type PushKind = (typeof pushKinds)[number];

/** The notification an order's move to a status announces, or null for a status that announces none. */
export function pushKindOfStatus(toStatusId: number): PushKind | null {
  switch (toStatusId) {
    case ORDER_STATUS.ordered:
      return 'orderConfirmed';
    case ORDER_STATUS.takenInCharge:
    case ORDER_STATUS.inPreparation:
      return 'preparing';
    case ORDER_STATUS.outForDelivery:
    case ORDER_STATUS.inTransit:
      return 'outForDelivery';
    case ORDER_STATUS.delivered:
    case ORDER_STATUS.partiallyDelivered:
      return 'delivered';
    case ORDER_STATUS.completePayment:
      return 'paymentFailed';
    default:
      return null;
  }
}

/** What a notification's text needs to know of its order (or its slot hold). */
export type PushFacts = {
  brandName: string;
  orderId?: number;
  orderStatusId?: number;
  deliveryServiceId: number;
  /** YYYY-MM-DD, HH:MM, HH:MM of the slot. */
  slotDate: string;
  beginTime: string;
  endTime: string;
  /** The amount after weighing (or the estimate when nothing was weighed). */
  finalTotalCents?: number;
  /** Minutes left of a slot hold. */
  minutesLeft?: number;
};

/** The notification as the service worker (or the native wrapper) shows it. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

const dayFormat = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'giovedì 3 dicembre, 10:00–12:00'. */
export function slotText(slotDate: string, beginTime: string, endTime: string): string {
  const [year, month, day] = slotDate.split('-').map(Number) as [number, number, number];
  return `${dayFormat.format(new Date(Date.UTC(year, month - 1, day)))}, ${beginTime.slice(0, 5)}–${endTime.slice(0, 5)}`;
}

/** The deep link of an order in the web app (and the wrapper's router). */
export const orderPath = (orderId: number) => `/profile/orders/${orderId}`;

/** The Italian notification of a kind, with the brand's name; pure. */
export function pushMessage(kind: PushKind, facts: PushFacts): PushMessage {
  const { brandName } = facts;
  const slot = slotText(facts.slotDate, facts.beginTime, facts.endTime);
  const pickup = facts.deliveryServiceId === DELIVERY_SERVICE.storePickup;
  const order = `l'ordine n. ${facts.orderId ?? ''}`;
  const url = facts.orderId === undefined ? '/checkout' : orderPath(facts.orderId);
  const tag = `${kind}-${facts.orderId ?? 'hold'}`;
  const title = (text: string) => `${brandName}: ${text}`;
  switch (kind) {
    case 'orderConfirmed':
      return {
        title: title('ordine confermato'),
        body: `Abbiamo ricevuto ${order}. ${pickup ? 'Ritiro' : 'Consegna'}: ${slot}.`,
        url,
        tag,
      };
    case 'preparing':
      return { title: title('stiamo preparando la tua spesa'), body: `Il negozio ha iniziato a preparare ${order}.`, url, tag };
    case 'outForDelivery':
      return {
        title: title('la tua spesa è in viaggio'),
        body: `${capitalised(order)} è in consegna nella fascia di ${slot}.`,
        url,
        tag,
      };
    case 'delivered': {
      const amount = `Importo finale dopo la pesatura: ${formatEuro(facts.finalTotalCents ?? 0)}.`;
      const partial = facts.orderStatusId === ORDER_STATUS.partiallyDelivered;
      if (pickup) return { title: title('ordine ritirato'), body: `Hai ritirato ${order}. ${amount}`, url, tag };
      return {
        title: title(partial ? 'ordine consegnato in parte' : 'ordine consegnato'),
        body: `${capitalised(order)} è stato consegnato${partial ? ' in parte' : ''}. ${amount}`,
        url,
        tag,
      };
    }
    case 'paymentFailed':
      return {
        title: title('pagamento non riuscito'),
        body: `Il pagamento dell'ordine n. ${facts.orderId ?? ''} non è andato a buon fine. Tocca qui per pagare di nuovo.`,
        url,
        tag,
      };
    case 'slotReminder':
      return {
        title: title(pickup ? 'domani ritiri la tua spesa' : 'domani arriva la tua spesa'),
        body: `Promemoria per ${order}: ${pickup ? 'ritiro' : 'consegna'} ${slot}.`,
        url,
        tag,
      };
    case 'holdExpiring': {
      const minutes = facts.minutesLeft ?? 0;
      return {
        title: title('la fascia oraria sta per scadere'),
        body: `Completa l'ordine entro ${minutes === 1 ? '1 minuto' : `${minutes} minuti`} per tenere la fascia di ${slot}.`,
        url,
        tag,
      };
    }
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** From 18:00 (Italian time) the evening before the slot, the reminder goes out. */
export const SLOT_REMINDER_HOUR = 18;
/** A slot hold this many minutes from its end warns the shopper. */
export const HOLD_WARNING_MINUTES = 3;
