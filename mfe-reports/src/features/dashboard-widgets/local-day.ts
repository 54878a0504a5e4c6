/** Today and month starts as the browser's local days (the API cuts them in the same zone, X-TimeZone). */
const pad = (n: number) => String(n).padStart(2, '0');
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const startOfLastMonth = (d: Date) => localDay(new Date(d.getFullYear(), d.getMonth() - 1, 1));
export const startOfYear = (d: Date) => `${d.getFullYear()}-01-01`;
/** The same day of last month (its last day when it is shorter): 31 March → 28 February. */
export const sameDayLastMonth = (d: Date) => {
  const lastOfPrevious = new Date(d.getFullYear(), d.getMonth(), 0).getDate();
  return localDay(new Date(d.getFullYear(), d.getMonth() - 1, Math.min(d.getDate(), lastOfPrevious)));
};
