import { type ReactNode, useId } from 'react';
import { Logo } from '../logo';
import { Aside, Frame, Screen } from './public-frame.styles';

export interface PublicFrameProps {
  /** The remote that rendered the page (`data-remote`, as on every remote page). */
  remote: string;
  /** The page's h1, which also names its main landmark. */
  title: string;
  /** Beside the heading: a status badge. */
  aside?: ReactNode;
  /** The card's maximum width in px (default 720). */
  maxWidth?: number;
  children?: ReactNode;
}

/**
 * The frame of a public page (a shared booking, the registration form): the shell renders
 * public routes without its menu and header, so the page brings the logo and its own
 * landmark.
 */
export function PublicFrame({ remote, title, aside, maxWidth = 720, children }: PublicFrameProps) {
  const headingId = useId();
  return (
    <Screen data-remote={remote}>
      <Frame $maxWidth={maxWidth} aria-labelledby={headingId}>
        <Logo />
        <h1 id={headingId}>{title}</h1>
        {aside && <Aside>{aside}</Aside>}
        {children}
      </Frame>
    </Screen>
  );
}
