export { Card, Section, type CardProps, type SectionProps } from './card';
