import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { Spinner } from '../spinner';
import { Mask } from './loading-mask.styles';

/** The mask shows only when a load lasts more than this (docs/product/screens.md#loading-mask). */
export const LOADING_MASK_DELAY_MS = 200;

export type LoadingMaskProps = ComponentPropsWithRef<'div'> & {
  /** Default true, so `<Suspense fallback={<LoadingMask />}>` works as is. */
  loading?: boolean;
  delay?: number;
  /** Cover the nearest positioned parent instead of the whole window. */
  inline?: boolean;
  label?: string;
};

export function LoadingMask({ loading = true, delay = LOADING_MASK_DELAY_MS, inline = false, label = 'Loading', ...props }: LoadingMaskProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);
  if (!loading || !visible) return null;
  return (
    <Mask data-inline={inline} {...props}>
      <Spinner label={label} />
    </Mask>
  );
}
