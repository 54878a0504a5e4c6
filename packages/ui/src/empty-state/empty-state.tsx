import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Actions, Description, Panel, Title } from './empty-state.styles';

export type EmptyStateProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: string;
  description?: ReactNode;
  /** What the user can do next (create the first record, clear the filters). */
  children?: ReactNode;
};

/** What a list shows when it has nothing: say why and offer the way forward. */
export function EmptyState({ title, description, children, ...props }: EmptyStateProps) {
  return (
    <Panel {...props}>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {children && <Actions>{children}</Actions>}
    </Panel>
  );
}
