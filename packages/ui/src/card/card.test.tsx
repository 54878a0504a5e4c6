import { screen } from '@testing-library/react';
import { Button } from '../button';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { Card, Section } from './card';

it('is a region named by its heading, with its actions and content', async () => {
  renderUi(<Card title="Cargo" actions={<Button variant="secondary">Edit</Button>}><p>4 pieces</p></Card>);
  const region = screen.getByRole('region', { name: 'Cargo' });
  expect(screen.getByRole('heading', { level: 2, name: 'Cargo' })).toBeInTheDocument();
  expect(region).toHaveTextContent('4 pieces');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(region).toHaveAttribute('data-variant', 'boxed');
  expect(await axeViolations()).toEqual([]);
});

it('takes the heading level of its place in the outline; a Section has no box', () => {
  renderUi(<Section title="Legs" level={3}>SIN → FRA</Section>);
  expect(screen.getByRole('heading', { level: 3, name: 'Legs' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Legs' })).toHaveAttribute('data-variant', 'plain');
});
