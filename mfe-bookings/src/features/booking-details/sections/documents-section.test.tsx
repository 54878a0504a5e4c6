import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModal } from '@freightdeck/ui';
import { detailsBooking, detailsDocuments, DETAILS_BOOKING_ID } from '../../../testing/canned-details';
import { noContent } from '../testing/render-details';
import { openDetails } from '../testing/open-details';

/** An XMLHttpRequest the test drives: it reports progress and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  localStorage.clear();
  FakeXhr.last = null;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => act(() => errorModal.dismiss()));
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const section = () => screen.getByRole('region', { name: 'Documents' });
const DOCS = `GET /v1/bookings/${DETAILS_BOOKING_ID}/documents`;

describe('documents', () => {
  it('lists type, name, size and who uploaded when', async () => {
    await openDetails(detailsBooking(), { 'GET /v1/bookings/:id/documents': { items: detailsDocuments } });
    const row = await within(section()).findByRole('row', { name: /invoice-88123\.pdf/ });
    expect(row).toHaveTextContent('Commercial invoice');
    expect(row).toHaveTextContent('178.1 KB');
    expect(row).toHaveTextContent('Anna Berg');
  });

  it('uploads the type then the file with a progress bar, then reloads the list', async () => {
    const api = await openDetails(detailsBooking());
    const form = within(section()).getByRole('form', { name: 'Upload a document' });
    await userEvent.selectOptions(within(form).getByLabelText('Document type'), 'Packing list');
    await userEvent.upload(within(form).getByLabelText('File'), new File(['%PDF-1.7 list'], 'packing.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(`/v1/bookings/${DETAILS_BOOKING_ID}/documents`);
    expect([...xhr.body!.keys()]).toEqual(['type', 'file']);
    expect(xhr.body!.get('type')).toBe('PACKING_LIST');
    expect((xhr.body!.get('file') as File).name).toBe('packing.pdf');
    act(() => xhr.progress(30, 120));
    expect(within(form).getByRole('progressbar', { name: 'Uploading packing.pdf' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(form).getByRole('button', { name: 'Upload' })).toBeDisabled();
    const before = api.find(DOCS).length;
    await act(async () => xhr.answer(201, { ...detailsDocuments[0], id: 'd2', fileName: 'packing.pdf' }));
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => expect(api.find(DOCS).length).toBeGreaterThan(before));
  });

  it('asks for a file before uploading', async () => {
    await openDetails(detailsBooking());
    const form = within(section()).getByRole('form', { name: 'Upload a document' });
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByLabelText('File')).toHaveAccessibleDescription(/Choose a file$/);
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file of another kind or over 20 MB before sending it, saying why', async () => {
    await openDetails(detailsBooking());
    const form = within(section()).getByRole('form', { name: 'Upload a document' });
    const input = within(form).getByLabelText('File');
    expect(input).toHaveAccessibleDescription('PDF, images or Office files, up to 20 MB');
    // A drop is not filtered by the chooser's list, as the browser's file dialog is.
    const drop = (file: File) => fireEvent.drop(input.parentElement!, { dataTransfer: { files: [file], types: ['Files'], items: [{ kind: 'file', type: file.type, getAsFile: () => file }] } });
    drop(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('setup.exe is not an accepted kind of file (PDF, images or Office files)');
    const big = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    drop(big);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('scan.pdf is 21 MB: larger than the 20 MB allowed'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.last).toBeNull();
  });

  it('cancels an upload on the way: the request is aborted and the file stays chosen', async () => {
    await openDetails(detailsBooking());
    const form = within(section()).getByRole('form', { name: 'Upload a document' });
    await userEvent.upload(within(form).getByLabelText('File'), new File(['%PDF-1.7'], 'awb.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last!.aborted).toBe(true);
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(form).getByText('awb.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows an upload refusal in the error modal', async () => {
    await openDetails(detailsBooking());
    const form = within(section()).getByRole('form', { name: 'Upload a document' });
    // Named as a PDF, not one inside: the server, which reads the content, refuses it.
    await userEvent.upload(within(form).getByLabelText('File'), new File(['MZ'], 'renamed.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    await act(async () => FakeXhr.last!.answer(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'no', details: null }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('This kind of content is not accepted here');
  });

  it('deletes after confirmation', async () => {
    const api = await openDetails(detailsBooking(), { 'GET /v1/bookings/:id/documents': { items: detailsDocuments }, 'DELETE /v1/bookings/:id/documents/:docId': noContent });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Delete invoice-88123.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('Delete invoice-88123.pdf from booking FD-AIR-0042?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.find(`DELETE /v1/bookings/${DETAILS_BOOKING_ID}/documents/d1`)).toHaveLength(1));
  });

  it('downloads the file as a blob under its original name', async () => {
    const api = await openDetails(detailsBooking(), {
      'GET /v1/bookings/:id/documents': { items: detailsDocuments },
      'GET /v1/bookings/:id/documents/:docId/file': () => new Response(new Blob(['%PDF']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:doc');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.href} ${this.download}`);
    });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Download invoice-88123.pdf' }));
    await waitFor(() => expect(saved).toEqual(['blob:doc invoice-88123.pdf']));
    expect(api.find(`GET /v1/bookings/${DETAILS_BOOKING_ID}/documents/d1/file`)).toHaveLength(1);
    click.mockRestore();
  });
});
