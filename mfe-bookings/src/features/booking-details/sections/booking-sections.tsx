import type { SectionProps } from '../types';
import { CargoSection } from './cargo-section';
import { ChargesSection } from './charges-section';
import { DataLoggersSection } from './data-loggers-section';
import { DocumentsSection } from './documents-section';
import { HistorySection } from './history-section';
import { LegsSection } from './legs-section';
import { PartiesSection } from './parties-section';
import { RevisionsSection } from './revisions-section';
import { ShareLinksSection } from './share-links-section';
import { SummarySection } from './summary-section';

/** The page's sections, as cards in reading order; share links only for those who may share. */
export function BookingSections({ booking, onChange }: SectionProps) {
  return (
    <>
      <SummarySection booking={booking} />
      <PartiesSection booking={booking} />
      <CargoSection booking={booking} />
      <LegsSection booking={booking} />
      <ChargesSection booking={booking} onChange={onChange} />
      <RevisionsSection booking={booking} onChange={onChange} />
      <DocumentsSection booking={booking} onChange={onChange} />
      <DataLoggersSection booking={booking} onChange={onChange} />
      {booking.allowedActions.includes('share') && <ShareLinksSection booking={booking} onChange={onChange} />}
      <HistorySection booking={booking} />
    </>
  );
}
