export { Link, isAbsoluteUrl, type LinkProps } from './link';
