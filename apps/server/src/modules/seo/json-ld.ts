import type { Product, ProductView } from '@spesa/domain';
import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  GroceryStore,
  ItemList,
  OpeningHoursSpecification,
  Organization,
  Product as ProductThing,
  SearchAction,
  WebPage,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

const context = 'https://schema.org' as const;

/** An amount of integer cents as schema.org wants a price: a decimal with a dot. */
export const centsToPrice = (cents: number) => (cents / 100).toFixed(2);

/** A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) from the product's information, where the catalogue has one. */
export function gtinOf(infos: Record<string, unknown>): string | undefined {
  for (const key of ['GTIN', 'EAN', 'BARCODE']) {
    const value = infos[key];
    if (typeof value === 'string' && /^(\d{8}|\d{12,14})$/.test(value)) return value;
  }
  return undefined;
}

export type Crumb = { name: string; url: string };

/** A product page's Product with its offer: price in euros from the cents, availability from the stock. */
export function productJsonLd(
  product: ProductView | Product,
  { url, imageUrl, sellerName }: { url: string; imageUrl: string; sellerName: string },
): WithContext<ProductThing> {
  const gtin = gtinOf(product.productInfos);
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    description: product.description || product.shortDescr || product.name,
    sku: String(product.productId),
    url,
    image: imageUrl,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(gtin ? { gtin } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: centsToPrice(product.priceCents),
      priceCurrency: 'EUR',
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: sellerName },
    },
  };
}

/** The trail from the home to the page, each step with its position (from 1) and address. */
export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A listing's first page as a list of product addresses, in the listing's order. */
export function itemListJsonLd(name: string, items: { name: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
  };
}

/** A content page with its SEO title and description. */
export function webPageJsonLd(page: {
  name: string;
  description: string;
  url: string;
  dateModified?: string;
}): WithContext<WebPage> {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: 'it-IT',
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
  };
}

/** Questions and their answers (plain text or sanitised HTML, as the content gives them). */
export function faqPageJsonLd(url: string, questions: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

const weekdays: DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/** The stores table's hours (weekday 1–7 → 'HH:MM-HH:MM') as schema.org specifications, equal days grouped. */
export function openingHoursOf(hours: Record<string, string>): OpeningHoursSpecification[] {
  const byRange = new Map<string, DayOfWeek[]>();
  for (const [day, range] of Object.entries(hours).sort(([a], [b]) => Number(a) - Number(b))) {
    const weekday = weekdays[Number(day) - 1];
    if (!weekday || !/^\d\d:\d\d-\d\d:\d\d$/.test(range)) continue;
    byRange.set(range, [...(byRange.get(range) ?? []), weekday]);
  }
  return [...byRange].map(([range, days]) => {
    const [opens = '', closes = ''] = range.split('-');
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      // schema.org's day ends at 23:59: 24:00 is not a time.
      closes: closes === '24:00' ? '23:59' : closes,
    };
  });
}

export type StoreForJsonLd = {
  storeId: number;
  name: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
  phone: string;
  latitude: number;
  longitude: number;
  openingHours: Record<string, string>;
};

export type BrandForJsonLd = {
  name: string;
  url: string;
  logo: string;
  description: string;
  contacts: { phone: string; email: string; address: string };
};

/** The brand on the home: the organisation, its web site (with the search) and its grocery stores. */
export function brandJsonLd(brand: BrandForJsonLd, stores: StoreForJsonLd[]): Graph {
  const organizationId = `${brand.url}/#organization`;
  const organization: Organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: brand.name,
    url: `${brand.url}/`,
    logo: brand.logo,
    description: brand.description,
    email: brand.contacts.email,
    telephone: brand.contacts.phone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: brand.contacts.phone,
      email: brand.contacts.email,
      areaServed: 'IT',
      availableLanguage: 'it',
    },
  };
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${brand.url}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${brand.url}/#website`,
    name: brand.name,
    url: `${brand.url}/`,
    inLanguage: 'it-IT',
    publisher: { '@id': organizationId },
    potentialAction: search,
  };
  const groceryStores: GroceryStore[] = stores.map((store) => ({
    '@type': 'GroceryStore',
    '@id': `${brand.url}/#store-${store.storeId}`,
    name: `${brand.name} ${store.name}`,
    url: `${brand.url}/`,
    image: brand.logo,
    telephone: store.phone,
    parentOrganization: { '@id': organizationId },
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${store.address1} ${store.addressNumber}`.trim(),
      postalCode: store.postalcode,
      addressLocality: store.city,
      addressRegion: store.province,
      addressCountry: 'IT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: openingHoursOf(store.openingHours),
  }));
  return { '@context': context, '@graph': [organization, website, ...groceryStores] };
}
