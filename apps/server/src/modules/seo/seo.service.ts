import {
  type Category,
  getTenant,
  metaDescription,
  type ProductView,
  productListQuerySchema,
  productMetaDescription,
  shopDateIso,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CatalogueServices } from '../catalogue/catalogue.routes';
import type { SeoContentSource } from './content-source';
import type { JsonLd, PageHead } from './head-html';
import {
  brandJsonLd,
  breadcrumbJsonLd,
  type Crumb,
  faqPageJsonLd,
  itemListJsonLd,
  productJsonLd,
  webPageJsonLd,
} from './json-ld';
import { findFlyer, selectShops } from './seo.repository';

/** Products of a listing's first page that its ItemList names (the web app's first page is as long). */
export const ITEM_LIST_SIZE = 24;

/** The head of a route and the status of its first HTML (404 for a product, category or page that does not exist). */
export type ResolvedHead = { statusCode: 200 | 404; head: PageHead };

type SeoServiceDeps = {
  db: Db;
  tenantId: string;
  publicUrl: string;
  catalogue: () => CatalogueServices | undefined;
  content: SeoContentSource;
};

/** Paths of pages for one person (cart, checkout, payment, profile, back office, account steps): never indexed. */
const privatePaths: {
  pattern: RegExp;
  titleKey?: 'checkout' | 'payment' | 'login' | 'registration' | 'profile' | 'notFound' | 'serviceDown';
}[] = [
  { pattern: /^\/checkout$/, titleKey: 'checkout' },
  { pattern: /^\/payment$/, titleKey: 'payment' },
  { pattern: /^\/cart(\/.*)?$/ },
  { pattern: /^\/profile(\/.*)?$/, titleKey: 'profile' },
  { pattern: /^\/admin(\/.*)?$/ },
  { pattern: /^\/login$/, titleKey: 'login' },
  { pattern: /^\/registration-(user|social)$/, titleKey: 'registration' },
  {
    pattern:
      /^\/(registration-completed|registration-confirm|registration\/confirm|registration\/reset-password|email-confirmed)$/,
  },
  { pattern: /^\/reset-password(-request|-sent|-completed)?$/ },
  { pattern: /^\/fast-search$/ },
  { pattern: /^\/not-found$/, titleKey: 'notFound' },
  { pattern: /^\/service-down$/, titleKey: 'serviceDown' },
];

/**
 * The titles and descriptions the web app's content screens write in their head (apps/web i18n
 * `content.*`, `customerService.description`): the server's first HTML says the same, so hydration
 * changes nothing a crawler reads.
 */
export const screenTexts = {
  flyers: { name: 'Volantini', description: 'Sfoglia i volantini in corso e aggiungi al carrello i prodotti in offerta.' },
  faq: {
    name: 'Domande frequenti',
    description: 'Le risposte alle domande più comuni su ordini, consegna, ritiro, pagamenti e carta fedeltà.',
  },
  awards: { name: 'Vantaggi', description: 'I premi e i vantaggi della carta fedeltà: scopri quanti punti servono.' },
  customerService: {
    description:
      'Scrivi al servizio clienti per un ordine, una consegna, un pagamento o la carta fedeltà: ti rispondiamo per e-mail entro 2 giorni lavorativi.',
  },
} as const;

/** Named HTML entities WordPress writes in rendered titles. */
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  laquo: '«',
  raquo: '»',
};

/** Rendered HTML (a WordPress `rendered` field) as plain text: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description of at most 160 characters, cut at a word. */
export const shortDescription = (text: string) => metaDescription(text);

/**
 * What the first HTML of each route says to search engines and link previews: title, description,
 * canonical address, Open Graph and JSON-LD, read through the catalogue's own services (and their
 * caches) and the content API.
 */
export function createSeoService({ db, tenantId, publicUrl, catalogue, content }: SeoServiceDeps) {
  const tenant = getTenant(tenantId);
  const brand = tenant.brandName;
  const url = (path: string) => `${publicUrl}${path}`;
  const logo = url('/favicon.svg');
  const homeDescription = shortDescription(
    `${brand}: ${tenant.tagline}. La spesa online del tuo supermercato con consegna a casa o ritiro in negozio, con le offerte del volantino.`,
  );
  const titled = (name: string) => `${name} | ${brand}`;
  const homeCrumb: Crumb = { name: 'Homepage', url: url('/') };

  const page = (
    path: string,
    title: string,
    description: string,
    jsonLd: JsonLd[] = [],
    type: 'website' | 'product' | 'article' = 'website',
    image: string | null = logo,
  ): ResolvedHead => ({
    statusCode: 200,
    head: { title, description: shortDescription(description), canonical: url(path), robots: null, og: { type, image }, jsonLd },
  });

  const notFound = (): ResolvedHead => ({
    statusCode: 404,
    head: {
      title: tenant.pageTitles.notFound,
      description: 'La pagina cercata non esiste o non è più disponibile.',
      canonical: null,
      robots: 'noindex',
      og: null,
      jsonLd: [],
    },
  });

  const services = () => {
    const found = catalogue();
    if (!found) throw new Error('The catalogue routes are not registered');
    return found;
  };

  const productUrl = (slug: string) => url(`/product/${encodeURIComponent(slug)}`);
  const categoryUrl = (slug: string) => url(`/category/${slug.split('/').map(encodeURIComponent).join('/')}`);

  async function firstPage(query: Record<string, unknown>) {
    const listing = await services().products.list(
      productListQuerySchema.parse({ ...query, page: 1, page_size: ITEM_LIST_SIZE }),
    );
    return listing.products.map((product) => ({ name: product.name, url: productUrl(product.slug) }));
  }

  async function home(): Promise<ResolvedHead> {
    const shops = await selectShops(db);
    const json = brandJsonLd(
      { name: brand, url: publicUrl, logo, description: homeDescription, contacts: tenant.contacts },
      shops,
    );
    return page('/', tenant.pageTitles.home, homeDescription, [json]);
  }

  async function product(slug: string): Promise<ResolvedHead> {
    let found: ProductView;
    try {
      found = await services().products.view({ slug });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return notFound();
      throw error;
    }
    const path = `/product/${encodeURIComponent(found.slug)}`;
    const imageUrl = url(found.mediaURL);
    const crumbs: Crumb[] = [homeCrumb];
    try {
      const { category, ancestors } = await services().categories.category({ categoryId: found.categoryId, depth: 1 });
      for (const step of [...ancestors, category]) crumbs.push({ name: step.name, url: categoryUrl(step.slug) });
    } catch {
      // A product outside the tree keeps the short trail.
    }
    crumbs.push({ name: found.name, url: url(path) });
    const description = productMetaDescription(found);
    return page(
      path,
      titled(found.name),
      description,
      [productJsonLd(found, { url: url(path), imageUrl, sellerName: brand }), breadcrumbJsonLd(crumbs)],
      'product',
      imageUrl,
    );
  }

  async function category(slug: string): Promise<ResolvedHead> {
    let found: { category: Category; ancestors: { slug: string; name: string }[] };
    try {
      found = await services().categories.category({ slug, depth: 1 });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return notFound();
      throw error;
    }
    const info = found.category.metaData.category_info;
    const name = info.TITLE || found.category.name;
    const path = `/category/${found.category.slug}`;
    const crumbs = [
      homeCrumb,
      ...found.ancestors.map((step) => ({ name: step.name, url: categoryUrl(step.slug) })),
      { name: found.category.name, url: categoryUrl(found.category.slug) },
    ];
    const items = await firstPage({ category_id: found.category.categoryId });
    const description =
      info.DESCRIPTION ||
      `${name}: ${found.category.productCount} prodotti da comprare online da ${brand}, con consegna a casa o ritiro in negozio.`;
    return page(path, titled(name), description, [breadcrumbJsonLd(crumbs), itemListJsonLd(name, items)]);
  }

  async function search(q: string): Promise<ResolvedHead> {
    const words = q.trim().slice(0, 200);
    if (!words) return page('/search', titled('Tutti i prodotti'), `Tutti i prodotti della spesa online di ${brand}.`);
    const path = `/search?q=${encodeURIComponent(words)}`;
    const title = titled(`Ricerca «${words}»`);
    const items = await firstPage({ q: words });
    return page(
      path,
      title,
      `${items.length > 0 ? 'I prodotti' : 'Nessun prodotto'} per «${words}» nella spesa online di ${brand}.`,
      [
        breadcrumbJsonLd([homeCrumb, { name: `Ricerca «${words}»`, url: url(path) }]),
        itemListJsonLd(`Ricerca «${words}»`, items),
      ],
    );
  }

  async function contentPage(slug: string): Promise<ResolvedHead | null> {
    const found = await content.page(slug);
    if (found === undefined) return null;
    if (found === null) return notFound();
    const name = htmlToText(found.title.rendered);
    const title = found.meta.seo_title || titled(name);
    const description = found.meta.seo_description || htmlToText(found.excerpt.rendered) || htmlToText(found.content.rendered);
    const path = `/page/${encodeURIComponent(found.slug)}`;
    return page(
      path,
      title,
      description,
      [
        webPageJsonLd({ name: title, description: shortDescription(description), url: url(path), dateModified: found.modified }),
        breadcrumbJsonLd([homeCrumb, { name, url: url(path) }]),
      ],
      'article',
    );
  }

  async function faq(categorySlug: string | null): Promise<ResolvedHead | null> {
    const [categories, questions] = await Promise.all([content.faqCategories(), content.faqs()]);
    if (categories === undefined || questions === undefined) return null;
    const faqCrumb = { name: 'Faq', url: url('/faq') };
    if (categorySlug === null) {
      const list = questions.map((item) => ({
        question: htmlToText(item.title.rendered),
        answer: htmlToText(item.content.rendered),
      }));
      return page('/faq', titled(screenTexts.faq.name), screenTexts.faq.description, [
        faqPageJsonLd(url('/faq'), list),
        breadcrumbJsonLd([homeCrumb, faqCrumb]),
      ]);
    }
    const term = categories.find((item) => item.slug === categorySlug);
    if (!term) return notFound();
    const path = `/faq/${encodeURIComponent(term.slug)}`;
    const list = questions
      .filter((item) => item.faq_category.includes(term.id))
      .map((item) => ({ question: htmlToText(item.title.rendered), answer: htmlToText(item.content.rendered) }));
    const name = htmlToText(term.name);
    return page(
      path,
      titled(`${name} – ${screenTexts.faq.name}`),
      htmlToText(term.description) || `Domande frequenti su ${name}.`,
      [faqPageJsonLd(url(path), list), breadcrumbJsonLd([homeCrumb, faqCrumb, { name, url: url(path) }])],
    );
  }

  async function flyers(): Promise<ResolvedHead> {
    const list = await content.flyers();
    const items = (list ?? []).map((flyer) => ({
      name: htmlToText(flyer.title.rendered),
      url: url(`/volantini/${encodeURIComponent(flyer.slug)}`),
    }));
    return page('/volantini', titled(screenTexts.flyers.name), screenTexts.flyers.description, [
      breadcrumbJsonLd([homeCrumb, { name: 'Volantini', url: url('/volantini') }]),
      ...(items.length > 0 ? [itemListJsonLd('Volantini', items)] : []),
    ]);
  }

  async function flyer(slug: string): Promise<ResolvedHead> {
    const [row, list] = await Promise.all([findFlyer(db, tenant.id, slug), content.flyers()]);
    const posted = list?.find((item) => item.slug === slug);
    if (!row && !posted) return notFound();
    const name = posted ? htmlToText(posted.title.rendered) : (row?.title ?? slug);
    const path = `/volantini/${encodeURIComponent(slug)}`;
    const validity = row ? `Valido dal ${italianDate(row.validFrom)} al ${italianDate(row.validTo)}. ` : '';
    const excerpt = posted ? htmlToText(posted.excerpt.rendered) : '';
    const image = posted?.acf.cover ? absolute(posted.acf.cover) : logo;
    return page(
      path,
      titled(name),
      // The flyer screen writes its excerpt as description: the same here when there is one.
      excerpt || `${validity}Il volantino «${name}» di ${brand}.`,
      [
        webPageJsonLd({ name, description: shortDescription(`${validity}${excerpt || name}`), url: url(path) }),
        breadcrumbJsonLd([homeCrumb, { name: 'Volantini', url: url('/volantini') }, { name, url: url(path) }]),
      ],
      'article',
      image,
    );
  }

  const absolute = (address: string) =>
    /^https?:\/\//.test(address) ? address : url(address.startsWith('/') ? address : `/${address}`);

  function simplePage(path: string, title: string, description: string): ResolvedHead {
    return page(path, title, description, [
      webPageJsonLd({ name: title, description: shortDescription(description), url: url(path) }),
      breadcrumbJsonLd([homeCrumb, { name: title.split(' | ')[0] ?? title, url: url(path) }]),
    ]);
  }

  /** Any other page: the brand's name and description, nothing said about the page itself. */
  function generic(path: string): ResolvedHead {
    return page(path, brand, homeDescription);
  }

  function privatePage(path: string): ResolvedHead | null {
    const match = privatePaths.find((entry) => entry.pattern.test(path));
    if (!match) return null;
    return {
      statusCode: 200,
      head: {
        title: match.titleKey ? tenant.pageTitles[match.titleKey] : brand,
        description: homeDescription,
        canonical: null,
        robots: 'noindex',
        og: null,
        jsonLd: [],
      },
    };
  }

  return {
    /** The route's head from its path (decoded, no trailing slash) and query. */
    async resolve(path: string, query: URLSearchParams): Promise<ResolvedHead> {
      if (path === '/') return home();
      const segments = /^\/([^/]+)(?:\/(.+))?$/.exec(path);
      const [, first = '', rest = ''] = segments ?? [];
      switch (first) {
        case 'product':
          return rest && !rest.includes('/') ? product(rest) : notFound();
        case 'category':
          return rest ? category(rest.split('/').filter(Boolean).join('/')) : notFound();
        case 'search':
          return rest ? notFound() : search(query.get('q') ?? '');
        case 'page':
          if (!rest || rest.includes('/')) return notFound();
          return (await contentPage(rest)) ?? generic(path);
        case 'faq':
          if (rest.includes('/')) return notFound();
          return (await faq(rest || null)) ?? simplePage(path, titled(screenTexts.faq.name), screenTexts.faq.description);
        case 'volantini':
          if (!rest) return flyers();
          return rest.includes('/') ? notFound() : flyer(rest);
        case 'vantaggi':
          return rest ? notFound() : simplePage(path, titled(screenTexts.awards.name), screenTexts.awards.description);
        case 'servizio-clienti':
          return rest ? notFound() : simplePage(path, tenant.pageTitles.customerService, screenTexts.customerService.description);
      }
      return privatePage(path) ?? notFound();
    },
    /** A head that reads nothing: the answer when the route's own takes too long or fails. */
    fallback(path: string): ResolvedHead {
      return privatePage(path) ?? generic(path);
    },
    siteName: brand,
    today: () => shopDateIso(),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

function italianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
