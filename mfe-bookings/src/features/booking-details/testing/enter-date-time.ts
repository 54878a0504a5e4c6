import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a day ("20 Nov 2026") and a time ("08:00") into a date-time field, as a person would. */
export async function enterDateTime(scope: HTMLElement, label: string, date: string, time: string): Promise<void> {
  const day = within(scope).getByRole('textbox', { name: label });
  const clock = within(scope).getByRole('textbox', { name: `${label}, time` });
  await userEvent.clear(day);
  await userEvent.type(day, date);
  await userEvent.clear(clock);
  await userEvent.type(clock, time);
}
