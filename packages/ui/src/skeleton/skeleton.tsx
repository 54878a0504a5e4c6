import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Bone, Lines, TextLine } from './skeleton.styles';

type Size = number | string;

export type SkeletonProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** `text` (default): lines of the surrounding font's line height; `block` a box; `circle` an avatar. */
  shape?: 'text' | 'block' | 'circle';
  /** Lines of text (shape `text`); the last is shorter, as a paragraph's is. */
  lines?: number;
  /** A number is pixels. Default: the full width (text, block), the height (circle). */
  width?: Size;
  /** A number is pixels. Text takes its lines' height; a block needs one. */
  height?: Size;
};

const px = (size: Size | undefined) => (typeof size === 'number' ? `${size}px` : size);

/**
 * The place of something still loading, at the size it will have once loaded, so nothing moves
 * when it arrives (docs/product/screens.md#skeletons). Hidden from assistive technologies: the
 * region that loads says so (`aria-busy`, a status text).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, style, ...props }: SkeletonProps) {
  if (shape !== 'text') {
    const size: CSSProperties = { width: px(width) ?? (shape === 'circle' ? px(height) : '100%'), height: px(height) ?? px(width) };
    return <Bone aria-hidden="true" data-shape={shape} style={{ ...size, ...style }} {...props} />;
  }
  return (
    <Lines aria-hidden="true" data-shape="text" style={{ width: px(width), ...style }} {...props}>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        <TextLine key={i}>
          <Bone style={{ width: lines > 1 && i === lines - 1 ? '60%' : '100%' }} />
        </TextLine>
      ))}
    </Lines>
  );
}
