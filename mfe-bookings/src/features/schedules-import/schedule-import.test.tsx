import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from '../../routes';
import { canned } from '../../testing/canned';
import { CSV_COLUMNS, guessFile } from './file-format';

const AIR_CSV = [CSV_COLUMNS.AIR, 'LH8400,FRA,ORD,1357,14:05,16:05,0,77X,Y,2026-12-07,2027-01-31,180', 'LH8402,ORD,FRA,246,19:10,11:10,1,77X,Y,2026-12-07,2027-01-31,180'].join('\n');
const open = (role: 'platform-administrator' | 'customer-user' = 'platform-administrator') =>
  renderInDevShell({ name: 'bookings', routes, canned, url: '/schedules/import', role });
const file = (text: string, name: string) => new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' });

describe('guessFile', () => {
  it('tells the format and the carrier from the file', () => {
    expect(guessFile(AIR_CSV)).toEqual({ format: 'CSV', carrier: 'LH' });
    expect(guessFile(`${CSV_COLUMNS.SEA}\n`)).toEqual({ format: 'CSV', carrier: null });
    expect(guessFile('[{"carrierServiceCode":"AE7","vesselSchedules":[{"vessel":{"vesselIMONumber":"9778791","operatorCarrierCode":"MAEU"}}]}]')).toEqual({ format: 'DCSA_VESSEL_SCHEDULES', carrier: 'MAEU' });
    expect(guessFile('[{"legs":[{"transport":{"vessel":{"operatorCarrierCode":"MSCU"}}}]}]')).toEqual({ format: 'DCSA_POINT_TO_POINT', carrier: 'MSCU' });
    expect(guessFile('not a schedule')).toEqual({ format: null, carrier: null });
  });
});

describe('/schedules/import', () => {
  it('dry-runs a file, lists what it would add, then applies it', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import a schedule' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Schedule file'), file(AIR_CSV, 'lh.csv'));
    await waitFor(() => expect(screen.getByLabelText('Format')).toHaveValue('CSV'));
    await waitFor(() => expect(screen.getByLabelText('Carrier')).toHaveValue('LH'));
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const added = await screen.findByRole('table', { name: 'Flights to add (2)' });
    expect(within(added).getByRole('rowheader', { name: 'LH8400' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText(/The schedule of LH is imported\./)).toHaveAttribute('role', 'status');
  });

  it('shows each bad row with its reason and imports nothing', async () => {
    open();
    await userEvent.upload(await screen.findByLabelText('Schedule file'), file(`${AIR_CSV}\nLH999,FRA,SIN`, 'bad.csv'));
    await waitFor(() => expect(screen.getByLabelText('Carrier')).toHaveValue('LH'));
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bad.csv: 1 row of the file is wrong; nothing was imported.');
    const rows = screen.getByRole('table', { name: 'Rows to correct' });
    expect(within(rows).getByRole('rowheader', { name: 'row 4' })).toBeInTheDocument();
    expect(within(rows).getByText('3 columns instead of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
  });

  it('asks for the carrier, the file and the format', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Choose the carrier')).toBeInTheDocument();
    expect(screen.getByText('Choose a schedule file')).toBeInTheDocument();
  });

  it('is for staff: a customer is not shown the page, nor the link on /schedules', async () => {
    open('customer-user');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Import a schedule' })).not.toBeInTheDocument());
    renderInDevShell({ name: 'bookings', routes, canned, url: '/schedules', role: 'customer-user' });
    await screen.findAllByRole('heading', { level: 1, name: 'Schedules' });
    expect(screen.queryByRole('link', { name: 'Import a schedule' })).not.toBeInTheDocument();
  });
});
