import { REFERENCE_SETS, loadReferenceData, useReferenceSet, useReferenceStatus, type ReferenceSet } from '@freightdeck/references';
import type { ApiSource } from '../settings';

const LABELS: Record<ReferenceSet, string> = {
  airports: 'airports', seaports: 'seaports', cities: 'cities', countryRegions: 'countries',
  callingCodes: 'calling codes', carriers: 'carriers', chargeCodes: 'charge codes',
};

function SetCount({ set }: { set: ReferenceSet }) {
  const { data } = useReferenceSet(set);
  return <li>{data?.length ?? 0} {LABELS[set]}</li>;
}

const load = () => void loadReferenceData().catch(() => undefined); // the error is in the status

/**
 * Whether the reference data the pickers use is loaded, and from where. In the portal the
 * protected shell loads it at its start; here the first picker does, or "Load now".
 */
export function ReferenceDataStatus({ source }: { source: ApiSource }) {
  const { status, error } = useReferenceStatus();
  const from = source === 'canned' ? 'the canned subset' : 'the API';
  return (
    <fieldset>
      <legend>Reference data</legend>
      <div role="status" aria-label="Reference data status">
        {status === 'idle' && <>Not loaded yet: the first picker loads it from {from}.</>}
        {status === 'loading' && <>Loading from {from}…</>}
        {status === 'error' && <>Could not be loaded from {from}: {error instanceof Error ? error.message : String(error)}</>}
        {status === 'ready' && (
          <>
            Loaded from {from}:
            <ul>{REFERENCE_SETS.map((set) => <SetCount key={set} set={set} />)}</ul>
          </>
        )}
      </div>
      {(status === 'idle' || status === 'error') && (
        <button type="button" onClick={load}>{status === 'error' ? 'Try again' : 'Load now'}</button>
      )}
    </fieldset>
  );
}
