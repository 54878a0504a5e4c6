import { useCallback, useEffect, useRef, useState } from 'react';

/** What an upload function takes: the shared API client's `uploadFile` options. */
export interface UploadControls {
  onProgress: (progress: { fraction: number }) => void;
  signal: AbortSignal;
}

export type UploadResult<T> = { status: 'done'; value: T } | { status: 'cancelled' };

/**
 * The state of one upload at a time for a DropZone: its progress (0…1, null when none runs) and
 * a cancel that aborts the request (the API client's XMLHttpRequest carrier aborts on the
 * signal). Leaving the page cancels an upload still running.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async <T>(send: (controls: UploadControls) => Promise<T>): Promise<UploadResult<T>> => {
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      return { status: 'done', value: await send({ onProgress: (p) => setProgress(p.fraction), signal: controller.signal }) };
    } catch (error) {
      if (controller.signal.aborted) return { status: 'cancelled' };
      throw error;
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, uploading: progress !== null, start, cancel };
}
