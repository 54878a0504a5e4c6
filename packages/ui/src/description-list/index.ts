export { DescriptionList, type DescriptionListProps, type DescriptionItem } from './description-list';
