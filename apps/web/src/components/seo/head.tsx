import { tenantSettings } from '../../config/tenant-settings';

type Props = {
  /** The page's name: the document title becomes '{title} | {brand}'. */
  title?: string;
  /** A complete title, such as one of the brand's own page titles. */
  fullTitle?: string;
  description?: string;
};

/**
 * The page's document title and description; React 19 moves these tags into <head>, and takes
 * them away when the page goes.
 */
export function Head({ title, fullTitle, description }: Props) {
  const { brandName } = tenantSettings();
  return (
    <>
      <title>{fullTitle ?? (title ? `${title} | ${brandName}` : brandName)}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
