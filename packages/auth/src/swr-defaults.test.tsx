import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { ApiError } from './api-error';
import { SWR_DEFAULTS, shouldRetryLoad } from './swr-defaults';

function Loader({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, error } = useSWR('thing', fetcher);
  return <p>{error ? `failed: ${(error as Error).message}` : data ?? 'loading'}</p>;
}

// The portal's rules, with SWR's retry wait cut to 5 ms so a retry would happen within the test.
function renderWith(fetcher: () => Promise<string>) {
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), errorRetryInterval: 5, dedupingInterval: 0 }}>
      <Loader fetcher={fetcher} />
    </SWRConfig>,
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SWR_DEFAULTS', () => {
  it('loads a refused record once: a 404 is not asked again', async () => {
    const fetcher = jest.fn(async (): Promise<string> => {
      throw new ApiError('NOT_FOUND', 'Booking not found', null, 404);
    });
    renderWith(fetcher);
    expect(await screen.findByText('failed: Booking not found')).toBeInTheDocument();
    await wait(100);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('tries a server error again', async () => {
    let calls = 0;
    const fetcher = jest.fn(async (): Promise<string> => {
      calls += 1;
      if (calls === 1) throw new ApiError('INTERNAL_ERROR', 'boom', null, 500);
      return 'loaded';
    });
    renderWith(fetcher);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('retries 5xx, network failures and anything unknown, never a 4xx', () => {
    expect(shouldRetryLoad(new ApiError('NOT_FOUND', 'x', null, 404))).toBe(false);
    expect(shouldRetryLoad(new ApiError('FORBIDDEN', 'x', null, 403))).toBe(false);
    expect(shouldRetryLoad(new ApiError('VALIDATION_ERROR', 'x', null, 400))).toBe(false);
    expect(shouldRetryLoad(new ApiError('RATE_LIMITED', 'x', null, 429))).toBe(false);
    expect(shouldRetryLoad(new ApiError('INTERNAL_ERROR', 'x', null, 500))).toBe(true);
    expect(shouldRetryLoad(new ApiError('NETWORK_ERROR', 'x', null, 0))).toBe(true);
    expect(shouldRetryLoad(new TypeError('bad'))).toBe(true);
  });
});
