import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Chooses a reference picker's option by typing and clicking the option whose name starts with `option`. */
export async function pick(label: string, query: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
  await userEvent.clear(box);
  await userEvent.type(box, query);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option.replace('+', '\\+')}`) }));
}

const type = (label: string, text: string) => userEvent.type(screen.getByRole('textbox', { name: label }), text);

/** Fills in what the link did not pre-fill (company name and e-mail are from the link). */
export async function fillApplication() {
  await pick('Country', 'Switzerland', 'CH');
  await type('Tax id', 'CHE-111.222.333');
  await type('Address', 'Hafenstrasse 1, 4057 Basel');
  await type('First name', 'Hank');
  await type('Last name', 'Scorpio');
  await type('Phone number', '061 555 0101');
}
