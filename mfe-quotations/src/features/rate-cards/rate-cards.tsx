import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@freightdeck/auth';
import { paths, RATE_CARD_SORTS, type RateCard } from '@freightdeck/contracts';
import {
  Button, ConfirmDialog, DatePicker, EmptyState, FilterPanel, formatDate, Link, Pagination, RemotePage, SearchBox, Select, Table, TextField, type TableColumn,
} from '@freightdeck/ui';
import { deleteRateCard, MODE_LABELS, useRateCards } from '../shared';
import { ImportPanel } from './import-panel';
import { RateCardEditor } from './rate-card-editor';
import { placeText, ratesText } from './rate-card-text';

const PAGE_SIZE = 20;
const MODE_OPTIONS = [{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }];
type Sort = (typeof RATE_CARD_SORTS)[number];

/**
 * /quotations/rate-cards: the pricing desk's tariffs — list (filters in the address), edit,
 * delete and import. For staff with quotation:manage in the primary organization; the API
 * refuses anyone else, and the page says so rather than show an empty list.
 */
export function RateCards() {
  const staff = Boolean(useCurrentUser().user?.userOfPrimaryOrganization);
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = (RATE_CARD_SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as Sort) : '-updatedAt';
  const query = { mode: get('mode') || null, carrier: get('carrier') || null, origin: get('origin') || null, destination: get('destination') || null, validOn: get('validOn') || null, q: get('q') || null, sort, page, pageSize: PAGE_SIZE };
  const { data, error, isLoading, mutate } = useRateCards(staff ? query : null);
  const [editing, setEditing] = useState<RateCard | null>(null);
  const [deleting, setDeleting] = useState<RateCard | null>(null);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: 'q' in patch });
  };
  if (!staff) {
    return (
      <RemotePage remote="quotations" title="Rate cards">
        <EmptyState title="Rate cards are kept by the pricing desk" description="Request a quotation and our tariffs price it at once."><Link to={paths.quotations()}>Quotations</Link></EmptyState>
      </RemotePage>
    );
  }
  const columns: TableColumn<RateCard>[] = [
    { key: 'reference', header: 'Reference', sortable: true, rowHeader: true, cell: (c) => c.reference, detail: (c) => c.remarks || null },
    { key: 'carrier', header: 'Carrier', sortable: true, cell: (c) => c.carrierName, detail: (c) => `${MODE_LABELS[c.mode]} · ${c.carrier}` },
    { key: 'lane', header: 'Lane', cell: (c) => `${placeText(c.origin)} → ${placeText(c.destination)}` },
    { key: 'validFrom', header: 'Valid', sortable: true, cell: (c) => `${formatDate(c.validFrom, 'date')} – ${formatDate(c.validTo, 'date')}` },
    { key: 'rates', header: 'Rates', cell: (c) => ratesText(c), detail: (c) => (c.surcharges.length ? `Surcharges: ${c.surcharges.map((s) => s.code).join(', ')}` : null) },
    {
      key: 'actions', header: 'Actions', align: 'end', cell: (c) => (
        <>
          <Button variant="link" aria-label={`Edit ${c.reference}`} onClick={() => setEditing(c)}>Edit</Button>{' '}
          <Button variant="link" aria-label={`Delete ${c.reference}`} onClick={() => setDeleting(c)}>Delete</Button>
        </>
      ),
    },
  ];
  const sortKey = sort.replace(/^-/, '');
  return (
    <RemotePage remote="quotations" title="Rate cards" actions={<Link to={paths.quotations()}>Quotations</Link>}>
      <FilterPanel label="Filter rate cards" filtered={Boolean(query.mode || query.carrier || query.origin || query.destination || query.validOn || query.q)} onClear={() => setParams(new URLSearchParams())}>
        <SearchBox label="Search" placeholder="Reference, remarks…" value={get('q')} onSearch={(q) => set({ q })} />
        <Select label="Mode" placeholder="Any mode" options={MODE_OPTIONS} value={get('mode')} onChange={(e) => set({ mode: e.target.value })} />
        <TextField label="Carrier" maxLength={4} value={get('carrier')} onChange={(e) => set({ carrier: e.target.value.toUpperCase() })} />
        <TextField label="Origin code" maxLength={5} value={get('origin')} onChange={(e) => set({ origin: e.target.value.toUpperCase() })} />
        <TextField label="Destination code" maxLength={5} value={get('destination')} onChange={(e) => set({ destination: e.target.value.toUpperCase() })} />
        <DatePicker label="Valid on" value={get('validOn')} onChange={(validOn) => set({ validOn })} />
      </FilterPanel>
      <Table
        caption="Rate cards" captionHidden columns={columns} rows={error ? [] : data?.items ?? []} rowKey={(c) => c.id} loading={isLoading} loadingRows={PAGE_SIZE}
        sort={{ key: sortKey, direction: sort.startsWith('-') ? 'descending' : 'ascending' }}
        onSortChange={(s) => set({ sort: `${s.direction === 'descending' ? '-' : ''}${s.key}` })}
        empty={error
          ? <EmptyState title="The rate cards could not be loaded" description="Check your connection and try again."><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></EmptyState>
          : <EmptyState title="No rate cards match" description="Import a CSV below, or clear the filters." />}
      />
      {data && !error && data.total > 0 && <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: String(p) })} itemLabel="rate cards" />}
      <ImportPanel onImported={() => void mutate()} />
      {editing && <RateCardEditor card={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void mutate(); }} />}
      {deleting && (
        <ConfirmDialog title={`Delete rate card ${deleting.reference}?`} confirmLabel="Delete card" onClose={() => setDeleting(null)}
          onConfirm={async () => { await deleteRateCard(deleting.id); await mutate(); }}>
          New requests are no longer priced by it; quotations already issued keep their prices.
        </ConfirmDialog>
      )}
    </RemotePage>
  );
}
