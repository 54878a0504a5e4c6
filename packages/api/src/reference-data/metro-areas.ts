/**
 * Cities served by several airports, as freight people name them: the IATA metropolitan area
 * (NYC, LON, TYO…) under its UN/LOCODE city code, with the airports that belong to it.
 *
 * Sources, checked November 2026: IATA Airline Coding Directory, metropolitan area codes
 * (https://www.iata.org/en/publications/directories/code-search/) for the airport lists, and
 * the UNECE UN/LOCODE code list for each city's code (which differs from the IATA metro code
 * where UNECE chose another: Dallas USDAL for IATA DFW, Toronto CATOR for YTO, Beijing CNBJS).
 * An airport not listed here joins the city named in the airport data, nearby only.
 */
export const METRO_AREAS: readonly { code: string; name: string; airports: readonly string[] }[] = [
  { code: 'ARBUE', name: 'Buenos Aires', airports: ['EZE', 'AEP'] },
  { code: 'BRRIO', name: 'Rio de Janeiro', airports: ['GIG', 'SDU'] },
  { code: 'BRSAO', name: 'São Paulo', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'CATOR', name: 'Toronto', airports: ['YYZ', 'YTZ'] },
  { code: 'CNBJS', name: 'Beijing', airports: ['PEK', 'PKX'] },
  { code: 'CNSHA', name: 'Shanghai', airports: ['PVG', 'SHA'] },
  { code: 'FRPAR', name: 'Paris', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'GBLON', name: 'London', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'IDJKT', name: 'Jakarta', airports: ['CGK', 'HLP'] },
  { code: 'ITMIL', name: 'Milan', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ITROM', name: 'Rome', airports: ['FCO', 'CIA'] },
  { code: 'JPOSA', name: 'Osaka', airports: ['KIX', 'ITM'] },
  { code: 'JPTYO', name: 'Tokyo', airports: ['NRT', 'HND'] },
  { code: 'KRSEL', name: 'Seoul', airports: ['ICN', 'GMP'] },
  { code: 'MXMEX', name: 'Mexico City', airports: ['MEX', 'NLU'] },
  { code: 'RUMOW', name: 'Moscow', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'SESTO', name: 'Stockholm', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'THBKK', name: 'Bangkok', airports: ['BKK', 'DMK'] },
  { code: 'TRIST', name: 'Istanbul', airports: ['IST', 'SAW'] },
  { code: 'AEDXB', name: 'Dubai', airports: ['DXB', 'DWC'] },
  { code: 'USCHI', name: 'Chicago', airports: ['ORD', 'MDW'] },
  { code: 'USDAL', name: 'Dallas', airports: ['DFW', 'DAL'] },
  { code: 'USHOU', name: 'Houston', airports: ['IAH', 'HOU'] },
  { code: 'USNYC', name: 'New York', airports: ['JFK', 'LGA', 'EWR'] },
  { code: 'USWAS', name: 'Washington', airports: ['IAD', 'DCA', 'BWI'] },
];

export const METRO_BY_AIRPORT: ReadonlyMap<string, (typeof METRO_AREAS)[number]> = new Map(
  METRO_AREAS.flatMap((metro) => metro.airports.map((airport) => [airport, metro] as const)),
);
