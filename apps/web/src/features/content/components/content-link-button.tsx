import { PlainButtonLink, type PlainButtonLinkProps, usePlainButton } from '../../../components/ui/plain-button';
import { appPathOf } from '../../../lib/app-path';

type Props = Omit<PlainButtonLinkProps, 'to'> & { href: string };

/** A content's call to action (a slide's, a block's): a screen of the shop through the router, anything else as a plain link. */
export function ContentLinkButton({ href, children, variant, color, size, startIcon, endIcon, className, ...rest }: Props) {
  const look = usePlainButton({ variant, color, size, startIcon, endIcon }, className);
  const path = appPathOf(href);
  if (path !== null)
    return (
      <PlainButtonLink
        to={path}
        variant={variant}
        color={color}
        size={size}
        startIcon={startIcon}
        endIcon={endIcon}
        className={className}
        {...rest}
      >
        {children}
      </PlainButtonLink>
    );
  return (
    <a href={href} rel="noopener" className={look.className} aria-label={rest['aria-label']}>
      {look.content(children as React.ReactNode)}
    </a>
  );
}
