type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;
type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week (0 Sunday … 6 Saturday) in the reader's locale, from the browser's
 * Intl week data: Monday in most of the world, Sunday in the United States. Monday (ISO 8601)
 * where the browser does not say.
 */
export function localeWeekStart(locale: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language): WeekDay {
  try {
    const info = locale ? new Intl.Locale(locale) as LocaleWithWeek : undefined;
    const week = info?.getWeekInfo?.() ?? info?.weekInfo;
    if (week && week.firstDay >= 1 && week.firstDay <= 7) return (week.firstDay % 7) as WeekDay;
  } catch {
    // An invalid language tag: the default below.
  }
  return 1;
}
