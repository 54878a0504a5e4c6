import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Backdrop, Dialog, DialogTitle } from './modal.styles';

/**
 * A closing modal fades out for 100 ms before it leaves the page
 * (docs/product/constants.md#interface-constants).
 */
export const MODAL_CLOSE_DELAY_MS = 100;

export type ModalProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  open: boolean;
  title: string;
  /** Escape and a click on the backdrop call this; leave it out for a modal that must be answered. */
  onClose?: () => void;
  children?: ReactNode;
};

// Open modals, innermost last: Escape closes only the one on top (an error over the 2FA modal).
const openStack: object[] = [];

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A dialog over the page, rendered into document.body. Focus moves into it when it opens,
 * stays inside it (Tab wraps) and returns to where it was when it closes.
 */
export function Modal({ open, title, onClose, children, ...props }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closable = onClose !== undefined;
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Keep a closed modal on the page (hidden from assistive technology) while it fades out.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setClosing(true);
  }
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => setClosing(false), MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialogRef.current)?.focus();
    return () => {
      if (before && document.contains(before)) before.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const self = {};
    openStack.push(self);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && closable && openStack[openStack.length - 1] === self) onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openStack.splice(openStack.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, closable]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  if (!open && !closing) return null;
  return createPortal(
    <Backdrop data-state={open ? 'open' : 'closing'} aria-hidden={open ? undefined : true} onMouseDown={(event) => { if (open && event.target === event.currentTarget) onCloseRef.current?.(); }}>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={trapTab} {...props}>
        <div ref={dialogRef} tabIndex={-1}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          {children}
        </div>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
