import useSWR from 'swr';
import { apiClient } from '@freightdeck/auth';
import type { DataLogger, ReadingSeries } from '@freightdeck/contracts';

const LOGGERS = '/bookings/data-loggers';

/** Data loggers are keyed by the booking's ref (docs/product/freight.md#data-loggers). */
export const useDataLoggers = (bookingRef: string) =>
  useSWR<{ items: DataLogger[] }>([LOGGERS, bookingRef], () => apiClient.get<{ items: DataLogger[] }>(LOGGERS, { query: { bookingRef } }));

export const readingsKey = (loggerId: string) => `${LOGGERS}/${encodeURIComponent(loggerId)}/readings`;
export const useReadings = (loggerId: string) => useSWR<ReadingSeries>(readingsKey(loggerId), (key: string) => apiClient.get<ReadingSeries>(key));

export const addDataLogger = (bookingRef: string, serialNumber: string, model: string) =>
  apiClient.post<DataLogger>(LOGGERS, { bookingRef, serialNumber, model });
export const removeDataLogger = (logger: DataLogger) => apiClient.delete<void>(`${LOGGERS}/${encodeURIComponent(logger.id)}`);
