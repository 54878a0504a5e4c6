import { renderUi } from '../testing/render';
import { Skeleton } from './skeleton';

it('draws one line of text per line asked for, the last one shorter, hidden from assistive technologies', () => {
  const { container } = renderUi(<Skeleton lines={3} width="20em" />);
  const root = container.firstElementChild as HTMLElement;
  expect(root).toHaveAttribute('aria-hidden', 'true');
  expect(root.style.width).toBe('20em');
  const bones = root.querySelectorAll(':scope > span > span');
  expect(bones).toHaveLength(3);
  expect((bones[0] as HTMLElement).style.width).toBe('100%');
  expect((bones[2] as HTMLElement).style.width).toBe('60%');
});

it('gives a block the size asked for and a circle its height as width', () => {
  const { container } = renderUi(
    <>
      <Skeleton shape="block" height={120} />
      <Skeleton shape="circle" height={72} />
    </>,
  );
  const [block, circle] = Array.from(container.children) as HTMLElement[];
  expect(block!.style.width).toBe('100%');
  expect(block!.style.height).toBe('120px');
  expect(circle!.style.width).toBe('72px');
  expect(circle!.style.height).toBe('72px');
  expect(circle).toHaveAttribute('data-shape', 'circle');
});
