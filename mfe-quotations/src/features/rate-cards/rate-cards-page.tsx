import { RateCards } from './rate-cards';

export default function RateCardsPage() {
  return <RateCards />;
}
