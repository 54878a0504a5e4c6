import type { ComponentPropsWithRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StyledAnchor } from './link.styles';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A page of the portal (`paths.booking(id)`): navigates inside the app. */
  to?: string | null;
  /** An absolute URL elsewhere (http, https, mailto, tel): opens in a new tab for http(s). */
  href?: string | null;
};

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether `href` is an absolute URL with a protocol we link to (never `javascript:`). */
export function isAbsoluteUrl(href: string | null | undefined): href is string {
  if (!href) return false;
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * A link with neither a target (`to`) nor a valid absolute URL (`href`) renders nothing — a record
 * without a website shows no dead link (docs/product/forms.md#links).
 */
export function Link({ to, href, children, target, rel, ...props }: LinkProps) {
  if (to) return <StyledAnchor as={RouterLink} to={to} target={target} rel={rel} {...props}>{children}</StyledAnchor>;
  if (!isAbsoluteUrl(href)) return null;
  const web = href.startsWith('http');
  return (
    <StyledAnchor
      href={href}
      target={target ?? (web ? '_blank' : undefined)}
      rel={rel ?? (web ? 'noopener noreferrer' : undefined)}
      {...props}
    >
      {children}
    </StyledAnchor>
  );
}
