export { Link, isAbsoluteUrl, type LinkProps } from './link';
export { LinkButton, type LinkButtonProps } from './link-button';
