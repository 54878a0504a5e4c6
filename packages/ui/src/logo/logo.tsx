import type { ComponentPropsWithRef } from 'react';
import { LogoMark, LogoText, LogoWrap } from './logo.styles';

export type LogoProps = ComponentPropsWithRef<'span'> & {
  compact?: boolean;
  /** `inverse` for dark backgrounds: white name beside the teal mark. */
  tone?: 'default' | 'inverse';
};

/** The Freightdeck mark: a teal deck with a navy container. */
export function Logo({ compact = false, tone = 'default', ...props }: LogoProps) {
  return (
    <LogoWrap data-tone={tone} {...props}>
      <LogoMark viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M7 19h18l-3 5H10z" fill="#fff" />
        <rect x="10" y="9" width="12" height="8" rx="1.5" fill="#fff" opacity="0.85" />
      </LogoMark>
      {!compact && <LogoText>Freightdeck</LogoText>}
    </LogoWrap>
  );
}
