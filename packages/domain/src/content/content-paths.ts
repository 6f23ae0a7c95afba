/**
 * The content API's addresses and WordPress's list conventions (issue 20), apart from the answers'
 * zod shapes (wordpress-shapes.ts): the web app's shell reads them on every first load, and a
 * module of schemas built at load time would bring zod into its entry.
 */

/** The prefix every content path starts with; the form submit is WordPress's admin-ajax beside it. */
export const CONTENT_API_PREFIX = '/p/wp-json';
export const CONTENT_FORM_SUBMIT_PATH = '/p/wp-admin/admin-ajax.php';

/** The path of the menu of a theme location, as the "WP REST API V2 Menus" plugin answers it. */
export const menuLocationPath = (location: MenuLocation) => `/menus/v1/locations/${location}`;

/** The paths under CONTENT_API_PREFIX, one per kind of content. */
export const contentPaths = {
  /** `?slug=` (one page) or `?per_page=&page=`. */
  pages: '/wp/v2/pages',
  /** One menu by its theme location (menuLocationPath). */
  menuLocation: menuLocationPath,
  /** The home carousel: `?per_page=&hash=`; only the slides valid on the slider date (noon, Rome). */
  slides: '/wp/v2/slide',
  /** Flyers: `?per_page=&hash=` or `?slug=`. */
  flyers: '/wp/v2/volantino',
  /** FAQ questions: `?per_page=&faq_category={termId}&search=`. */
  faqs: '/wp/v2/faq',
  /** FAQ categories (a taxonomy): `?slug=` or all. */
  faqCategories: '/wp/v2/faq_category',
  /** The loyalty card's awards: `?per_page=&hash=`. */
  awards: '/wp/v2/vantaggio',
  /** Content blocks placed on pages: `?ux_position=home` or `?ux_position=category&category_slug=`. */
  uxBlocks: '/wp/v2/ux_block',
  /** A form's parameters: `?form_id=5`. */
  form: '/ebsn/v1/form',
} as const;

export const menuLocations = ['header', 'footer', 'links-drawer', 'mobile'] as const;
export type MenuLocation = (typeof menuLocations)[number];

/** The headers WordPress adds to every list answer. */
export const WP_TOTAL_HEADER = 'x-wp-total';
export const WP_TOTAL_PAGES_HEADER = 'x-wp-totalpages';
/** WordPress's own limit of `per_page`. */
export const WP_MAX_PER_PAGE = 100;
export const WP_DEFAULT_PER_PAGE = 10;
