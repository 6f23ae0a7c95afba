import type { GiftOnSpendRule, ShoppingBagRule } from '../cart/cart-totals';
import type { BrandDeliveryTerms } from '../delivery/delivery-terms';
import type { PreauthorisationRule } from '../money/preauthorisation';

/** The pages whose browser title each brand writes. */
export const pageTitleKeys = [
  'home',
  'search',
  'category',
  'product',
  'checkout',
  'payment',
  'login',
  'registration',
  'resetPassword',
  'profile',
  'orders',
  'orderDetail',
  'lists',
  'favourites',
  'addresses',
  'flyers',
  'faq',
  'awards',
  'customerService',
  'notFound',
  'serviceDown',
] as const;
export type PageTitleKey = (typeof pageTitleKeys)[number];

/** A consent the shopper gives at registration: legal 1 (privacy) is mandatory, legal 2 (marketing) optional. */
export type PrivacyConsent = { legalId: 1 | 2; mandatory: boolean; label: string; text: string };

/**
 * One account e-mail's texts. Placeholders: {firstName}, {brandName}, {newEmail}. `validity` says how
 * long the link works; the welcome message has none.
 */
export type AccountEmailText = { subject: string; intro: string; action: string; validity?: string };

/**
 * The message to the owner of an address someone tried to use for another account (a registration,
 * a change of e-mail): log in (`action`), or choose a new password (`reset`, then the button
 * `resetAction`). The answer to that request is the same as for a new address, so no one learns
 * from it who has an account.
 */
export type AddressInUseEmailText = AccountEmailText & { reset: string; resetAction: string };

/** The texts of the account e-mails: confirmation, password reset, e-mail change, welcome and an address already in use. */
export type AccountEmailTexts = {
  /** The sender, as 'Name <address>'. */
  from: string;
  greeting: string;
  signature: string;
  /** Shown under the button, before the link written out. */
  linkFallback: string;
  /** Closes the messages the shopper may not have asked for. */
  ignoreNotice: string;
  registrationConfirmation: AccountEmailText;
  passwordReset: AccountEmailText;
  emailChange: AccountEmailText;
  welcome: AccountEmailText;
  addressInUse: AddressInUseEmailText;
};

/** Everything that differs between brands: settings and texts. Behaviour is the same for all. */
export type TenantSettings = {
  id: string;
  brandName: string;
  /** The short line under the logo. */
  tagline: string;
  loyaltyCard: { prefix: string; name: string };
  companyId: number;
  preauthorisationRule: PreauthorisationRule;
  /** Fee, free-delivery threshold and minimum order per service (home, shop pickup, locker): docs/decisions/0019. */
  deliveryTerms: BrandDeliveryTerms;
  /** When true the matching dialog does not open by itself for an auto-assigned address or time slot. */
  bypassDialogs: { address: boolean; timeslot: boolean };
  /** Whether cart items accept alternative products unless the shopper says otherwise. */
  acceptAlternativesDefault: boolean;
  /** Shopping bags: whether the cart charges them (orderPackages), their text, cost and capacity. */
  shoppingBags: ShoppingBagRule;
  /** A gift certificate earned by a large enough order (the cart's giftCertificatesToGenerate); null for none. */
  giftOnSpend: GiftOnSpendRule | null;
  theme: { primaryColor: string };
  registration: { requiresFiscalCode: boolean };
  contacts: { phone: string; phoneHours: string; email: string; address: string };
  legalFooter: string;
  privacyConsents: readonly [PrivacyConsent & { legalId: 1; mandatory: true }, PrivacyConsent & { legalId: 2; mandatory: false }];
  pageTitles: Readonly<Record<PageTitleKey, string>>;
  emails: AccountEmailTexts;
};
