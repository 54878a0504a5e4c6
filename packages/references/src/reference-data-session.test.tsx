import { Component, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { airport, clearReferenceData, referenceStore, ReferenceDataSession, useAirports } from './index';
import { fakeReferenceApi, type FakeApi } from './testing/fake-api';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Oops!</p> : this.props.children;
  }
}

function Frankfurt() {
  const airports = useAirports();
  if (airports.isLoading) return <p>Loading airports</p>;
  return <p>{airports.get('FRA')?.name} · {airports.search('frankfurt').length} matches</p>;
}

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  clearReferenceData();
  api = fakeReferenceApi();
});

it('loads the data at the start of the session and shows the children meanwhile', async () => {
  render(<ReferenceDataSession><Frankfurt /></ReferenceDataSession>);
  expect(screen.getByText('Loading airports')).toBeInTheDocument();
  expect(await screen.findByText('Frankfurt Airport · 2 matches')).toBeInTheDocument();
  expect(api.called()).toHaveLength(8);
});

it('clears the stored data when the session is left', async () => {
  jest.useFakeTimers();
  const { unmount } = render(<ReferenceDataSession><Frankfurt /></ReferenceDataSession>);
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  expect(referenceStore.readHash()).not.toBeNull();
  unmount();
  act(() => jest.runAllTimers());
  expect(referenceStore.readHash()).toBeNull();
  expect(airport('FRA')).toBeUndefined();
  jest.useRealTimers();
});

it('sends a loading error to the error boundary', async () => {
  api.fail = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Boundary><ReferenceDataSession><Frankfurt /></ReferenceDataSession></Boundary>);
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops!');
  jest.restoreAllMocks();
});

it('outside a session, the first hook to ask starts the download', async () => {
  render(<Frankfurt />);
  await waitFor(() => expect(screen.getByText(/Frankfurt Airport/)).toBeInTheDocument());
});
