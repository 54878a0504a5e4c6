export { UnavailableSection, type UnavailableSectionProps } from './unavailable-section';
