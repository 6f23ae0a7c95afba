import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTenant, isTenantId } from '@spesa/domain';
import { notFound } from '../../lib/http-error';
import {
  awardsFileSchema,
  CONTENT_ROOT,
  flyersFileSchema,
  slidesFileSchema,
  uxBlocksFileSchema,
} from '../content/content-files.schema';
import type { ContentArt } from './content-svg';
import { contentSvg } from './content-svg';
import { type SvgImage, withEtag } from './images.service';

/** Where a brand's content picture is served: every `image` and `cover` of its content files is one of these. */
export const contentImagePath = (brand: string, name: string) => `/images/content/${brand}/${name}.svg`;

type ArtIndex = Map<string, ContentArt>;
const indexes = new Map<string, Promise<ArtIndex>>();

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What each picture of a brand shows, read once from its content files: the picture takes the title
 * of the slide, flyer, flyer page, award or block that names it. A name no file uses is not served.
 */
export async function buildContentArtIndex(brand: string, root: string = CONTENT_ROOT): Promise<ArtIndex> {
  const tenant = getTenant(brand);
  const folder = path.join(root, brand);
  const index: ArtIndex = new Map();
  const add = (image: string, art: Omit<ContentArt, 'name' | 'brandName' | 'color'>) => {
    const match = /^\/images\/content\/([a-z]+)\/([a-z0-9-]+)\.svg$/.exec(image);
    if (!match || match[1] !== brand) return;
    const name = match[2] as string;
    index.set(name, { ...art, name, brandName: tenant.brandName, color: tenant.theme.primaryColor });
  };
  const slides = slidesFileSchema.safeParse(await readJson(path.join(folder, 'slides.json')));
  for (const slide of slides.data ?? []) add(slide.image, { kind: 'slide', title: slide.title, subtitle: slide.link_label });
  const flyers = flyersFileSchema.safeParse(await readJson(path.join(folder, 'flyers.json')));
  for (const flyer of flyers.data ?? []) {
    add(flyer.cover, { kind: 'flyer-cover', title: flyer.title, subtitle: flyer.where });
    for (const [number, page] of flyer.pages.entries()) {
      add(page.image, { kind: 'flyer-page', title: page.title, subtitle: `${flyer.title} · pagina ${number + 1}` });
    }
  }
  const awards = awardsFileSchema.safeParse(await readJson(path.join(folder, 'awards.json')));
  for (const award of awards.data ?? [])
    add(award.image, { kind: 'award', title: award.title, subtitle: award.points === null ? '' : `${award.points} punti` });
  const blocks = uxBlocksFileSchema.safeParse(await readJson(path.join(folder, 'ux-blocks.json')));
  for (const block of blocks.data ?? []) add(block.image, { kind: 'ux-block', title: block.title, subtitle: block.link_label });
  return index;
}

/** A content picture of a brand (`/images/content/<brand>/<name>.svg`); 404 for a brand or name no content uses. */
export async function contentImage(brand: string, name: string, root: string = CONTENT_ROOT): Promise<SvgImage> {
  if (!isTenantId(brand)) throw notFound();
  const key = `${root}\0${brand}`;
  let index = indexes.get(key);
  if (!index) {
    index = buildContentArtIndex(brand, root);
    indexes.set(key, index);
  }
  const art = (await index).get(name);
  if (!art) throw notFound();
  return withEtag(contentSvg(art));
}
