import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Actions, Body, Header, Heading, Panel } from './card.styles';

export type CardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  title: string;
  /** The heading level in the page's outline (default 2: under the page's h1). */
  level?: 2 | 3 | 4;
  /** Controls beside the heading (Edit, Add). */
  actions?: ReactNode;
  /** `boxed` (default) is a panel on the page; `plain` only titles a part of a panel. */
  variant?: 'boxed' | 'plain';
  children?: ReactNode;
};

/** A titled panel: a `<section>` named by its heading. */
export function Card({ title, level = 2, actions, variant = 'boxed', children, ...props }: CardProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} data-variant={variant} {...props}>
      <Header>
        <Heading as={`h${level}`} id={headingId}>{title}</Heading>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      <Body>{children}</Body>
    </Panel>
  );
}

export type SectionProps = Omit<CardProps, 'variant'>;

/** A titled part without its own box (inside a card, or on the page background). */
export function Section(props: SectionProps) {
  return <Card variant="plain" {...props} />;
}
