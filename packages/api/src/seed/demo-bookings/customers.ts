import type { CargoInput } from '@freightdeck/contracts';
import type { Random } from './prng';

export interface Lane {
  mode: 'AIR' | 'SEA';
  seaLoad: 'FCL' | 'LCL' | null;
  origin: string;
  destination: string;
  /** Airlines (IATA) or ocean lines (SCAC) that serve it, from the carriers reference set. */
  carriers: string[];
  weight: number;
}

export interface CustomerProfile {
  organization: string;
  /** Who books: demo users by e-mail with a weight; Pacific Parts has no users yet, so operations book for it. */
  creators: [email: string, weight: number][];
  /** Who may request revisions and add loggers (a manager of the organization). */
  manager: string;
  /** Share of the demo bookings. */
  share: number;
  lanes: Lane[];
  cargo(random: Random, lane: Lane): CargoInput;
  /** Brand names of shipper and consignee on a lane. */
  parties(random: Random, lane: Lane): { shipper: string; consignee: string };
  customerReference(random: Random, n: number): string;
}

const air = (origin: string, destination: string, carriers: string[], weight: number): Lane => ({ mode: 'AIR', seaLoad: null, origin, destination, carriers, weight });
const sea = (seaLoad: 'FCL' | 'LCL', origin: string, destination: string, carriers: string[], weight: number): Lane => ({ mode: 'SEA', seaLoad, origin, destination, carriers, weight });
const round = (n: number, step: number) => Math.round(n / step) * step;

/** Pharmaceuticals in their labelled ranges (COL 2–8 °C, CRT 15–25 °C, frozen below −18 °C). */
const PHARMA = [
  { commodity: 'Vaccines', hsCode: '300220', temperature: { minC: 2, maxC: 8 }, handling: ['COL', 'PIL'], weight: 5 },
  { commodity: 'Insulin pens', hsCode: '300431', temperature: { minC: 2, maxC: 8 }, handling: ['COL', 'PIL', 'ACT'], weight: 3 },
  { commodity: 'Oncology tablets', hsCode: '300490', temperature: { minC: 15, maxC: 25 }, handling: ['CRT', 'PIL'], weight: 4 },
  { commodity: 'Clinical trial samples', hsCode: '300290', temperature: { minC: -25, maxC: -18 }, handling: ['FRO', 'PIL', 'ICE'], weight: 1 },
  { commodity: 'Active pharmaceutical ingredient', hsCode: '294200', temperature: { minC: 2, maxC: 25 }, handling: ['ERT', 'PIL'], weight: 2 },
] as const;

const ACME: CustomerProfile = {
  organization: 'Acme Pharma',
  creators: [['anna@acme-pharma.test', 55], ['carl@acme-pharma.test', 45]],
  manager: 'anna@acme-pharma.test',
  share: 0.45,
  lanes: [
    air('SIN', 'FRA', ['SQ', 'LH'], 10), air('BSL', 'JFK', ['LX', 'LH'], 6), air('ZRH', 'ORD', ['LX', 'AA'], 5), air('BOM', 'FRA', ['LH', 'AI'], 4),
    air('FRA', 'NRT', ['LH', 'NH'], 4), air('HKG', 'LAX', ['CX'], 3), air('ZRH', 'SIN', ['LX', 'SQ'], 3), air('PVG', 'AMS', ['KL', 'CA'], 2),
    sea('FCL', 'DEHAM', 'USNYC', ['HLCU', 'MAEU'], 2), sea('LCL', 'SGSIN', 'DEHAM', ['MSCU', 'CMDU'], 1),
  ],
  cargo(random, lane) {
    const kind = random.weighted(PHARMA.map((p) => [p, p.weight] as const));
    const base = { type: 'PHARMACEUTICAL' as const, commodity: kind.commodity, hsCode: kind.hsCode, temperature: { ...kind.temperature }, handlingCodes: [...kind.handling] };
    if (lane.seaLoad === 'FCL') return { ...base, handlingCodes: base.handlingCodes.filter((c) => c !== 'ICE'), containers: [{ type: '45R1', count: random.int(1, 3), cargoWeightKg: round(random.between(6000, 18_000), 50) }] };
    const pallets = random.int(1, lane.mode === 'AIR' ? 8 : 12);
    return { ...base, pieces: [{ count: pallets, lengthCm: 120, widthCm: 80, heightCm: random.pick([100, 120, 145, 160]), weightKg: round(random.between(80, 420), 5), description: 'Insulated pallet' }] };
  },
  parties(random, lane) {
    const sites: Record<string, string> = { SIN: 'Acme Pharma Asia', BSL: 'Acme Pharma', ZRH: 'Acme Pharma Schweiz', BOM: 'Acme Pharma India', FRA: 'Acme Pharma Deutschland', HKG: 'Acme Pharma Hong Kong', PVG: 'Acme Pharma China', DEHAM: 'Acme Pharma Deutschland', SGSIN: 'Acme Pharma Asia' };
    const buyers: Record<string, string[]> = {
      FRA: ['Acme Pharma Deutschland', 'Rhein-Main Pharma Logistik'], JFK: ['Acme Pharma US', 'Hudson Clinical Supply'], ORD: ['Acme Pharma US', 'Midwest Hospital Supply'],
      NRT: ['Acme Pharma Japan', 'Kanto Medical Distribution'], LAX: ['Acme Pharma US', 'Pacific Coast Pharmacy Network'], SIN: ['Acme Pharma Asia'],
      AMS: ['Acme Pharma Benelux', 'Holland Health Distribution'], USNYC: ['Acme Pharma US'], DEHAM: ['Acme Pharma Deutschland'],
    };
    return { shipper: sites[lane.origin] ?? 'Acme Pharma', consignee: random.pick(buyers[lane.destination] ?? ['Acme Pharma']) };
  },
  customerReference: (random, n) => `PO-${4500000 + n * 7 + random.int(0, 6)}`,
};

const FISH = [
  { commodity: 'Fresh Atlantic salmon', hsCode: '030214', temperature: { minC: 0, maxC: 4 }, handling: ['PES', 'PER'], weight: 6 },
  { commodity: 'Fresh cod fillets', hsCode: '030444', temperature: { minC: 0, maxC: 4 }, handling: ['PES', 'PER'], weight: 2 },
  { commodity: 'Live king crab', hsCode: '030633', temperature: { minC: 2, maxC: 6 }, handling: ['PES', 'PER'], weight: 1 },
  { commodity: 'Frozen mackerel', hsCode: '030354', temperature: { minC: -25, maxC: -18 }, handling: ['PES', 'FRO'], weight: 3 },
] as const;

const NORDIC: CustomerProfile = {
  organization: 'Nordic Fresh',
  creators: [['nils@nordic-fresh.test', 50], ['tina@nordic-fresh.test', 50]],
  manager: 'nils@nordic-fresh.test',
  share: 0.3,
  lanes: [
    air('OSL', 'PVG', ['CA', 'AY'], 8), air('OSL', 'NRT', ['AY', 'NH'], 6), air('OSL', 'ICN', ['KE'], 4), air('BGO', 'SIN', ['SQ', 'KL'], 3),
    air('OSL', 'HKG', ['CX'], 3), air('OSL', 'DXB', ['EK'], 2),
    sea('FCL', 'NOAES', 'CNSHA', ['MAEU', 'MSCU'], 3), sea('FCL', 'NOBGO', 'JPTYO', ['ONEY', 'HLCU'], 2), sea('FCL', 'NOBGO', 'KRPUS', ['HLCU'], 1),
  ],
  cargo(random, lane) {
    const frozen = lane.mode === 'SEA';
    const kind = frozen ? FISH[3] : random.weighted(FISH.slice(0, 3).map((p) => [p, p.weight] as const));
    const base = { type: 'PERISHABLE' as const, commodity: kind.commodity, hsCode: kind.hsCode, temperature: { ...kind.temperature }, handlingCodes: [...kind.handling] };
    if (lane.seaLoad === 'FCL') return { ...base, containers: [{ type: '45R1', count: random.int(1, 4), cargoWeightKg: round(random.between(18_000, 26_000), 100) }] };
    return { ...base, pieces: [{ count: random.int(20, 240), lengthCm: 80, widthCm: 40, heightCm: 30, weightKg: round(random.between(22, 26), 0.5), description: 'Polystyrene fish box' }] };
  },
  parties(random, lane) {
    const buyers: Record<string, string[]> = {
      PVG: ['Shanghai Ocean Foods', 'Eastern Seafood Import'], NRT: ['Tsukiji Marine Trading', 'Kanto Seafood'], ICN: ['Seoul Fresh Import'],
      SIN: ['Lion City Seafood'], HKG: ['Harbour Seafood Hong Kong'], DXB: ['Gulf Fresh Foods'], CNSHA: ['Shanghai Ocean Foods'], JPTYO: ['Tsukiji Marine Trading'], KRPUS: ['Busan Fisheries Trading'],
    };
    return { shipper: 'Nordic Fresh', consignee: random.pick(buyers[lane.destination] ?? ['Nordic Fresh']) };
  },
  customerReference: (random, n) => `NF-${String(n + 1).padStart(5, '0')}-${random.pick(['SAL', 'COD', 'MAC', 'CRB'])}`,
};

const PARTS = ['Hydraulic pumps', 'CNC spindle units', 'Gearboxes', 'Ball bearings', 'Conveyor rollers', 'Control cabinets', 'Excavator track links'] as const;
const PARTS_HS: Record<(typeof PARTS)[number], string> = {
  'Hydraulic pumps': '841350', 'CNC spindle units': '846693', Gearboxes: '848340', 'Ball bearings': '848210', 'Conveyor rollers': '843139', 'Control cabinets': '853710', 'Excavator track links': '843149',
};

const PACIFIC: CustomerProfile = {
  organization: 'Pacific Parts',
  creators: [['ops@freightdeck.test', 1]],
  manager: 'ops@freightdeck.test',
  share: 0.25,
  lanes: [
    sea('FCL', 'CNSHA', 'NLRTM', ['COSU', 'MAEU', 'CMDU'], 8), sea('FCL', 'SGSIN', 'DEHAM', ['HLCU', 'ONEY'], 6), sea('FCL', 'KRPUS', 'USLAX', ['HLCU', 'ONEY'], 5),
    sea('FCL', 'CNNGB', 'USLGB', ['EGLV', 'COSU'], 4), sea('LCL', 'CNSZX', 'BEANR', ['MSCU'], 2), sea('FCL', 'JPYOK', 'USLAX', ['ONEY'], 2),
    air('HKG', 'LAX', ['CX'], 4), air('PVG', 'AMS', ['CA', 'KL'], 3), air('NRT', 'ORD', ['NH', 'AA'], 3), air('SIN', 'FRA', ['SQ'], 2),
  ],
  cargo(random, lane) {
    const commodity = random.pick(PARTS);
    const base = { type: 'GENERAL' as const, commodity, hsCode: PARTS_HS[commodity] };
    if (lane.seaLoad === 'FCL') return { ...base, containers: [{ type: random.pick(['22G1', '42G1', '45G1'] as const), count: random.int(1, 6), cargoWeightKg: round(random.between(8000, 22_000), 100) }] };
    if (lane.mode === 'AIR') return { ...base, pieces: [{ count: random.int(1, 6), lengthCm: random.pick([60, 80, 120]), widthCm: random.pick([40, 60, 80]), heightCm: random.pick([40, 60, 90]), weightKg: round(random.between(15, 180), 1), description: 'Wooden crate' }] };
    return { ...base, pieces: [{ count: random.int(2, 10), lengthCm: 120, widthCm: 100, heightCm: random.pick([90, 120, 150]), weightKg: round(random.between(250, 900), 10), description: 'Pallet' }] };
  },
  parties(random, lane) {
    const origin: Record<string, string> = { CNSHA: 'Pacific Parts Shanghai', SGSIN: 'Pacific Parts', KRPUS: 'Hanil Precision', CNNGB: 'Ningbo Gear Works', CNSZX: 'Shenzhen Control Systems', JPYOK: 'Yokohama Bearing', HKG: 'Pacific Parts Hong Kong', PVG: 'Pacific Parts Shanghai', NRT: 'Yokohama Bearing', SIN: 'Pacific Parts' };
    const destination: Record<string, string[]> = {
      NLRTM: ['Pacific Parts Europe'], DEHAM: ['Hanse Maschinenbau', 'Pacific Parts Europe'], USLAX: ['Pacific Parts Americas'], USLGB: ['Pacific Parts Americas', 'Long Beach Equipment'],
      BEANR: ['Pacific Parts Europe'], LAX: ['Pacific Parts Americas'], AMS: ['Pacific Parts Europe'], ORD: ['Great Lakes Machinery'], FRA: ['Hanse Maschinenbau'],
    };
    return { shipper: origin[lane.origin] ?? 'Pacific Parts', consignee: random.pick(destination[lane.destination] ?? ['Pacific Parts Europe']) };
  },
  customerReference: (random, n) => `PP${String(random.int(10, 99))}-${String(20000 + n)}`,
};

export const CUSTOMERS: readonly CustomerProfile[] = [ACME, NORDIC, PACIFIC];
