// sea-ports ships no types: the part we use (lib/ports.json keyed by UN/LOCODE).
declare module 'sea-ports' {
  const seaPorts: { JSON: Record<string, unknown> };
  export default seaPorts;
}
