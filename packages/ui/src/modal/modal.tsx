import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Backdrop, Dialog, DialogTitle } from './modal.styles';

export type ModalProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  open: boolean;
  title: string;
  /** Escape and a click on the backdrop call this; leave it out for a modal that must be answered. */
  onClose?: () => void;
  children?: ReactNode;
};

/** A dialog over the page, rendered into document.body; focus moves into it when it opens. */
export function Modal({ open, title, onClose, children, ...props }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const first = dialogRef.current?.querySelector<HTMLElement>('input, button, [tabindex]:not([tabindex="-1"])');
    first?.focus();
    if (!onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(event) => { if (event.target === event.currentTarget) onClose?.(); }}>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} {...props}>
        <div ref={dialogRef}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          {children}
        </div>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
