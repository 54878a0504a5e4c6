import { useEffect, useId, useState, type ReactNode } from 'react';
import { Bubble, Anchor } from './tooltip.styles';

export type TooltipPlacement = 'right' | 'top' | 'bottom' | 'left';

export interface TooltipProps {
  /** The text shown; it describes the wrapped element (aria-describedby). */
  content: ReactNode;
  placement?: TooltipPlacement;
  /** Off: render the child alone (e.g. an expanded menu shows its labels already). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A tooltip on hover and keyboard focus, dismissable with Escape (WCAG 1.4.13). It wraps its
 * trigger in an inline anchor and describes the focusable element inside it.
 */
export function Tooltip({ content, placement = 'top', disabled = false, className, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (disabled) return <>{children}</>;
  return (
    <Anchor
      className={className}
      aria-describedby={open ? id : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children}
      {open && <Bubble id={id} role="tooltip" data-placement={placement}>{content}</Bubble>}
    </Anchor>
  );
}
