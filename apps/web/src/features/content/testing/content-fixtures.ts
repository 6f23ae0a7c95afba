import type {
  ContentAward,
  ContentFaq,
  ContentFlyer,
  ContentMenu,
  ContentPage,
  ContentSlide,
  ContentTerm,
  ContentUxBlock,
  MenuItem,
  MenuLocation,
} from '@spesa/domain';

/** What every post of the fixtures shares, in WordPress's shape. */
function post(id: number, slug: string, title: string, content: string) {
  return {
    id,
    date: '2026-11-20T09:00:00',
    modified: '2026-11-20T09:00:00',
    slug,
    status: 'publish' as const,
    link: `https://www.buonmercato.it/${slug}`,
    title: { rendered: title },
    content: { rendered: content, protected: false },
    excerpt: { rendered: '', protected: false },
    menu_order: 0,
  };
}

export function makeMenuItem(id: number, title: string, url: string, children?: MenuItem[]): MenuItem {
  return { ID: id, title, url, target: '', menu_order: id, menu_item_parent: '0', classes: [], child_items: children };
}

export const menus: Record<MenuLocation, MenuItem[]> = {
  header: [
    makeMenuItem(1, 'Consegna a casa', '/page/consegna-a-casa'),
    makeMenuItem(2, 'Ritiro in negozio', '/page/ritiro-in-negozio'),
    makeMenuItem(3, 'Volantini', '/volantini'),
  ],
  footer: [
    makeMenuItem(10, 'Spesa online', '', [
      makeMenuItem(11, 'Consegna a casa', '/page/consegna-a-casa'),
      makeMenuItem(12, 'Volantini', '/volantini'),
    ]),
    makeMenuItem(20, 'Aiuto', '', [
      makeMenuItem(21, 'Domande frequenti', '/faq'),
      makeMenuItem(22, 'Servizio Clienti', '/servizio-clienti'),
    ]),
    makeMenuItem(30, 'Azienda', '', [
      makeMenuItem(31, 'Chi siamo', '/page/chi-siamo'),
      makeMenuItem(32, 'Lavora con noi', 'https://lavora.example.org'),
    ]),
  ],
  'links-drawer': [makeMenuItem(40, 'Vantaggi', '/vantaggi'), makeMenuItem(41, 'Domande frequenti', '/faq')],
  mobile: [makeMenuItem(50, 'Consegna a casa', '/page/consegna-a-casa'), makeMenuItem(51, 'Vantaggi', '/vantaggi')],
};

export const menuOf = (location: MenuLocation): ContentMenu => ({
  term_id: 1,
  name: location,
  slug: location,
  items: menus[location],
});

export const deliveryPage: ContentPage = {
  ...post(
    100,
    'consegna-a-casa',
    'Consegna a casa',
    '<h2>Come funziona</h2><p>Scegli la fascia oraria. Leggi anche <a href="/page/ritiro-in-negozio">il ritiro in negozio</a>.</p><script>alert(1)</script>',
  ),
  type: 'page',
  parent: 0,
  meta: {
    seo_title: 'Consegna della spesa a domicilio | Buonmercato',
    seo_description: 'Aree, costi e fasce della consegna a casa.',
  },
  testo_validit: 'Valido dal 01/11/2026',
};

export const pickupPage: ContentPage = {
  ...deliveryPage,
  ...post(101, 'ritiro-in-negozio', 'Ritiro in negozio', '<p>Ritira la spesa nel punto vendita.</p>'),
  type: 'page',
  testo_validit: '',
};

export const flyer: ContentFlyer = {
  ...post(200, 'grandi-offerte', 'Grandi offerte', '<p>Le offerte della settimana.</p>'),
  type: 'volantino',
  acf: {
    flyer_id: 1,
    date_from: '20261120',
    date_to: '20991231',
    where: 'Tutti i punti vendita',
    cover: '/images/content/buonmercato/volantino-cover.svg',
    pages: [
      { image: '/images/content/buonmercato/p1.svg', image_alt: 'Pagina 1: pasta e caffè', title: 'Dispensa', product_ids: [1] },
      { image: '/images/content/buonmercato/p2.svg', image_alt: 'Pagina 2: frutta', title: 'Frutta', product_ids: [2] },
    ],
  },
};

export const endedFlyer: ContentFlyer = {
  ...flyer,
  ...post(201, 'offerte-estate', 'Offerte d’estate', ''),
  type: 'volantino',
  acf: { ...flyer.acf, date_from: '20250601', date_to: '20250630' },
};

export const faqCategories: ContentTerm[] = [
  {
    id: 7,
    count: 2,
    description: 'Fasce, costi e aree della consegna.',
    link: 'https://www.buonmercato.it/faq/consegna',
    name: 'Consegna',
    slug: 'consegna',
    taxonomy: 'faq_category',
    parent: 0,
  },
  {
    id: 8,
    count: 1,
    description: 'Carte, contanti e buoni pasto.',
    link: 'https://www.buonmercato.it/faq/pagamenti',
    name: 'Pagamenti',
    slug: 'pagamenti',
    taxonomy: 'faq_category',
    parent: 0,
  },
];

const faq = (id: number, slug: string, question: string, answer: string, category: number): ContentFaq => ({
  ...post(id, slug, question, answer),
  type: 'faq',
  faq_category: [category],
});

export const faqs: ContentFaq[] = [
  faq(300, 'quanto-costa', 'Quanto costa la consegna?', '<p>La consegna costa 4,90 €.</p>', 7),
  faq(301, 'dove-consegnate', 'Dove consegnate?', '<p>Nei comuni della provincia.</p>', 7),
  faq(302, 'buoni-pasto', 'Accettate i buoni pasto?', '<p>Sì, alla consegna.</p>', 8),
];

export const awards: ContentAward[] = [
  {
    ...post(400, 'spesa-gratis', 'Buono spesa 10 €', '<p>Un buono da usare su una spesa.</p>'),
    type: 'vantaggio',
    acf: { image: '/images/content/buonmercato/premio.svg', image_alt: 'Buono spesa', points: 1000 },
  },
  {
    ...post(401, 'prezzi-carta', 'Prezzi riservati', '<p>Sconti per chi ha la carta.</p>'),
    type: 'vantaggio',
    acf: { image: '', image_alt: '', points: null },
  },
];

export const slides: ContentSlide[] = [
  {
    ...post(500, 'natale', 'Il Natale è servito', '<p>Tutto per la tavola delle feste.</p>'),
    type: 'slide',
    acf: {
      image: '/images/content/buonmercato/natale.svg',
      image_alt: 'Una tavola apparecchiata',
      link: '/volantini',
      link_label: 'Sfoglia il volantino',
      date_from: '20261101',
      date_to: '20261231',
    },
  },
  {
    ...post(501, 'consegna', 'Consegna in giornata', '<p>Ordina entro le 12.</p>'),
    type: 'slide',
    acf: {
      image: '/images/content/buonmercato/consegna.svg',
      image_alt: 'Un furgone',
      link: '/page/consegna-a-casa',
      link_label: 'Come funziona',
      date_from: '20261101',
      date_to: '20261231',
    },
  },
];

export const uxBlocks: ContentUxBlock[] = [
  {
    ...post(600, 'carta', 'La carta fedeltà', '<p>Punti a ogni spesa.</p>'),
    type: 'ux_block',
    acf: {
      ux_position: 'home',
      category_slug: '',
      image: '/images/content/buonmercato/carta.svg',
      image_alt: 'La carta',
      link: '/vantaggi',
      link_label: 'Scopri i vantaggi',
    },
  },
];

const json = (body: unknown, total?: number) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-WP-Total': String(total ?? (Array.isArray(body) ? body.length : 1)) },
  });
const notFound = () =>
  new Response(JSON.stringify({ code: 'rest_no_route', message: 'Nessun percorso.', data: { status: 404 } }), { status: 404 });

/**
 * The content API as the fixtures answer it (WordPress's shapes), for a fetch stub: the answer to
 * `url`, or undefined when the URL is not a content path.
 */
export function contentAnswer(url: string): Response | undefined {
  if (!url.startsWith('/p/wp-json/')) return undefined;
  const address = new URL(url, 'http://shop.test');
  const path = address.pathname.slice('/p/wp-json'.length);
  const query = address.searchParams;
  const bySlug = <T extends { slug: string }>(items: T[]) =>
    query.has('slug') ? items.filter((item) => item.slug === query.get('slug')) : items;
  const menu = /^\/menus\/v1\/locations\/(.+)$/.exec(path);
  const location = menu?.[1];
  if (location) return location in menus ? json(menuOf(location as MenuLocation)) : notFound();
  switch (path) {
    case '/wp/v2/pages':
      return json(bySlug([deliveryPage, pickupPage]));
    case '/wp/v2/volantino':
      return json(bySlug([flyer, endedFlyer]));
    case '/wp/v2/faq_category':
      return json(bySlug(faqCategories));
    case '/wp/v2/faq': {
      const category = Number(query.get('faq_category')) || undefined;
      const search = query.get('search')?.toLowerCase();
      return json(
        faqs.filter(
          (item) =>
            (!category || item.faq_category.includes(category)) &&
            (!search || `${item.title.rendered} ${item.content.rendered}`.toLowerCase().includes(search)),
        ),
      );
    }
    case '/wp/v2/vantaggio':
      return json(awards);
    case '/wp/v2/slide':
      return json(slides);
    case '/wp/v2/ux_block':
      return json(uxBlocks.filter((block) => block.acf.ux_position === query.get('ux_position')));
    default:
      return notFound();
  }
}
