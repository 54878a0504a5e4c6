/** The page buttons to show: first, last (when known), the current page and its neighbours; `gap` for the elided runs. */
export type PageItem = number | 'gap';

export function pageItems(page: number, lastPage: number, lastKnown: boolean): PageItem[] {
  const wanted = new Set<number>([1, page - 1, page, page + 1]);
  if (lastKnown) wanted.add(lastPage);
  const pages = [...wanted].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
