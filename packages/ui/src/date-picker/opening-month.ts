import { isoToDate } from '../dates';

/** The month a calendar opens on: the chosen day's, else today's, kept within min and max. */
export function openingMonth(value: string | undefined, min?: string, max?: string, today: Date = new Date()): Date {
  const day = isoToDate(value) ?? today;
  const lower = isoToDate(min);
  const upper = isoToDate(max);
  const kept = lower && day < lower ? lower : upper && day > upper ? upper : day;
  return new Date(kept.getFullYear(), kept.getMonth(), 1);
}
