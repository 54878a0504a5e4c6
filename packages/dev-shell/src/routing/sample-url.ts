/** A URL to open a route path at: `:params` get a recognisable sample value. */
export function sampleUrl(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => (name === 'ref' ? 'FD-DEMO-0001' : `demo-${name}`));
}
