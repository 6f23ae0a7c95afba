/** Business constants of both specification files' section 9. */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
export const ORDER_PAGE_SIZE = 12;
export const TOAST_DURATION_MS = 3000;
export const SNACKBAR_MAX = 5;
export const SNACKBAR_DEFAULT_TIMEOUT_MS = 5000;
export const CLIENT_CACHE_TTL_MS = 15 * 60 * 1000;
export const CLIENT_CACHE_MAX_ENTRIES = 50;
export const APP_BANNER_HIDE_DAYS = 7;
export const APP_BANNER_REMIND_DAYS = 14;
export const DIALOG_WIDTH = { login: 600, address: 700, timeslot: 750 } as const;
export const CART_DRAWER_WIDTH = 600;
export const SCROLL_TOP_THRESHOLD_PX = 20;
export const LIST_SELECTOR_MAX_HEIGHT = 300;
export const ANALYTICS_ORDER_MEMORY = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const VAT_DIGITS = 11;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CLIENT_VERSION = '1.1.26';
export const NAVBAR_REMOUNT_MS = 3000;
export const CART_NOTE_MAX_LENGTH = 1000;
export const SCROLL_RESTORE_DELAY_MS = 500;
export const COOKIE_CONSENT_VALIDITY_DAYS = 365;
export const SAVED_SEARCH_WORD_DAYS = 30;
export const VERSION_CHECK_INTERVAL_MS = 600_000;
export const RELOAD_AFTER_MS = 1_800_000;
export const INVOICE_WAREHOUSE_ID = 89;
export const DEFAULT_PRODUCT_UNIT = 'pz';
export const PROXIMITY_DEFAULT_DISTANCE = 10_000;
export const SEARCH_SUGGEST_MIN_LENGTH = 3;
/** Loyalty card prefix and company id of the default tenant; each tenant sets its own (see tenants/). */
export const LOYALTY_CARD_PREFIX = '0401';
export const TENANT_COMPANY_ID = 25;
/** Loyalty cards have 16 digits, shown in groups of 4; the last one is the check digit. */
export const LOYALTY_CARD_LENGTH = 16;
export const CARD_DIGITS_GROUP_SIZE = 4;
export const TOAST_POSITION = { vertical: 'bottom', horizontal: 'center' } as const;
/** Until the shopper chooses, only technical cookies are on. */
export const COOKIE_PREFERENCES_DEFAULT = { technical: true, analytics: false, profilation: false } as const;
/** Slider dates are set at noon, so no time zone moves them to another day. */
export const SLIDER_DATE_HOUR = 12;
export const MIN_PROFILE_LEVEL = 2;
export const ROUTER_MODE = 'history';
/** Street suggestions are asked only when the typed street is longer than this. */
export const STREET_SUGGEST_AFTER_LENGTH = 3;
/** Orders paid online by card and containing weight-variable products: the extra reserved, per tenant rule. */
export const PREAUTHORISATION_TOTAL_EXTRA_PERCENT = 20;
export const PREAUTHORISATION_VARIABLE_EXTRA_PERCENT = 30;
