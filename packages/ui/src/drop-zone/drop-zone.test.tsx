import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DropZone } from './drop-zone';
import { useUpload, type UploadControls } from './use-upload';

const pdf = (name = 'invoice.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** What a browser's drag carries: the files, as items of kind "file". */
const carrying = (...files: File[]) => ({ dataTransfer: { files, types: ['Files'], items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })) } });

/** A document form: the zone, Upload, and what happened. */
function Upload({ send }: { send: (file: File, controls: UploadControls) => Promise<string> }) {
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState('');
  const upload = useUpload();
  const go = async () => {
    if (!file) return;
    const result = await upload.start((controls) => send(file, controls));
    setDone(result.status === 'done' ? `Uploaded ${result.value}` : 'Cancelled');
    if (result.status === 'done') setFile(null);
  };
  return (
    <>
      <DropZone
        label="File" file={file} onFileChange={setFile} accept={{ 'application/pdf': ['.pdf'] }} acceptText="PDF" maxBytes={10 * 1024}
        progress={upload.progress} onCancel={upload.cancel}
      />
      <Button onClick={() => void go()} disabled={upload.uploading}>Upload</Button>
      <p role="status">{done}</p>
    </>
  );
}

it('is a labelled file field that says what it takes; choosing shows the file with Remove', async () => {
  renderUi(<Upload send={async () => 'x'} />);
  const input = screen.getByLabelText('File');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAccessibleName('File');
  expect(input).toHaveAccessibleDescription('PDF, up to 10 KB');
  expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  await userEvent.upload(input, pdf());
  expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();
  expect(screen.getByText('2 KB')).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.queryByText('invoice.pdf')).not.toBeInTheDocument();
});

it('refuses a file of another kind or too large before anything is sent, saying why', async () => {
  const send = jest.fn(async () => 'x');
  renderUi(<Upload send={send} />);
  const input = screen.getByLabelText('File');
  // userEvent.upload would filter by the accept attribute itself, as the browser's dialog does; a drop does not.
  fireEvent.drop(input.parentElement!, carrying(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe is not an accepted kind of file (PDF)');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  fireEvent.drop(input.parentElement!, carrying(pdf('scan.pdf', 30 * 1024)));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf is 30 KB: larger than the 10 KB allowed'));
  expect(screen.queryByText('scan.pdf', { selector: 'span' })).not.toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it('takes a dropped file, shows the upload\'s progress, and reports it done', async () => {
  let report: UploadControls | undefined;
  let finish: (v: string) => void = () => undefined;
  renderUi(<Upload send={(_file, controls) => { report = controls; return new Promise((resolve) => { finish = resolve; }); }} />);
  const zone = screen.getByLabelText('File').parentElement!;
  fireEvent.dragEnter(zone, carrying(pdf()));
  await waitFor(() => expect(zone).toHaveAttribute('data-drag', 'accept'));
  fireEvent.drop(zone, carrying(pdf()));
  expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  act(() => report!.onProgress({ fraction: 0.42 }));
  expect(screen.getByRole('progressbar', { name: 'Uploading invoice.pdf' })).toHaveAttribute('aria-valuenow', '42');
  expect(screen.queryByRole('button', { name: 'Choose a file' })).not.toBeInTheDocument();
  // The zone takes no other file meanwhile, and its Cancel is a working button.
  expect(screen.getByLabelText('File')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Cancel upload' }).closest('[aria-disabled]')).toBeNull();
  await act(async () => finish('doc-1'));
  expect(screen.getByRole('status')).toHaveTextContent('Uploaded doc-1');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('Cancel aborts the request through its signal and keeps the file to try again', async () => {
  let signal: AbortSignal | undefined;
  const send = (_file: File, controls: UploadControls) => new Promise<string>((_resolve, reject) => {
    signal = controls.signal;
    controls.signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
  });
  renderUi(<Upload send={send} />);
  await userEvent.upload(screen.getByLabelText('File'), pdf());
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
  expect(signal!.aborted).toBe(true);
  expect(await screen.findByRole('status')).toHaveTextContent('Cancelled');
  expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
});
