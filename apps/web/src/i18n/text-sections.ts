/**
 * The top-level sections of locales/it.json that no first page (home, a category, a product, a
 * search) shows: the build leaves them out of the entry and `loadLaterTexts()` fetches them with the
 * first screen that needs them (the routes outside the catalogue and the shell's drawers wait for it).
 * A section not listed here is in the entry, so a new section is always safe; a section listed here
 * must not be read by the shell or the catalogue (text-sections.test.ts checks their sources).
 */
export const laterTextSections = [
  'registration',
  'profile',
  'orders',
  'checkout',
  'payment',
  'backOffice',
  'customerService',
  // The login, address and slot dialogs (and the cookie options view) download their code on first
  // open, and their texts with it.
  'auth',
  'addresses',
  'timeslots',
  'cookies',
  // The content screens (pages, flyers, FAQ, awards): none is a first page.
  'content',
  // The app install banner downloads its code once the browser offers the install, and its texts with it.
  'pwa',
  // Google and Facebook login: drawn by the login dialog and form, the completion page and the profile (issue 23).
  'socialLogin',
] as const;

/**
 * Keys (or whole branches) of later sections that the shell shows all the same: the user menu and
 * its entry to the back office, and the cookie bar's first view (on a first visit, the largest text
 * on a phone's screen).
 */
export const firstPaintKeys = [
  'auth.userMenu',
  // The auth guard's notice: the guard sits in the shell's reach (i18n reads it when a visitor is turned back).
  'auth.guard',
  'backOffice.menuEntry',
  'cookies.regionLabel',
  'cookies.title',
  'cookies.text',
  'cookies.customize',
  'cookies.refuseAll',
  'cookies.acceptAll',
] as const;
