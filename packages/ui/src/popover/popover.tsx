import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Panel, PanelFooter, PanelHeader, PanelTitle, Trigger, Wrap } from './popover.styles';

export interface PopoverProps {
  /** The trigger button's accessible name. */
  label: string;
  /** What the trigger shows (an icon, a badge). */
  trigger: ReactNode;
  /** The panel's heading; it names the panel. */
  title: string;
  /** Beside the title (e.g. "Mark all as read"). */
  headerAction?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A non-modal panel under its trigger button: click toggles it, Escape or a click outside
 * closes it and gives focus back to the trigger.
 */
export function Popover({ label, trigger, title, headerAction, footer, children, className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onDown = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  return (
    <Wrap ref={wrapRef} className={className}>
      <Trigger ref={triggerRef} type="button" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        {trigger}
      </Trigger>
      {open && (
        <Panel id={panelId} role="dialog" aria-labelledby={titleId}>
          <PanelHeader>
            <PanelTitle id={titleId}>{title}</PanelTitle>
            {headerAction}
          </PanelHeader>
          {children}
          {footer && <PanelFooter>{footer}</PanelFooter>}
        </Panel>
      )}
    </Wrap>
  );
}
