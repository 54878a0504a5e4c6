import type { Carrier } from '@freightdeck/contracts';

/**
 * Cargo airlines and ocean lines, a table reviewed by hand
 * (docs/product/reference-data.md#sources).
 *
 * Sources, checked November 2026:
 * - Airlines: IATA airline designator, ICAO designator and 3-digit air waybill (accounting)
 *   prefix from the IATA Airline and Location Code Search
 *   (https://www.iata.org/en/publications/directories/code-search/) and the carriers' own
 *   cargo tracking pages (the AWB prefix each accepts). Carriers that share a parent's prefix
 *   (Martinair with KLM 074) are left out: one prefix, one row.
 * - Ocean lines: Standard Carrier Alpha Codes from the NMFTA SCAC registry
 *   (https://nmfta.org/scac/) as printed on the lines' bills of lading; the DCSA member lines
 *   use the same codes as `carrierCode` (SMDG list).
 * Change a row here and the carriers hash changes at the next start.
 */
const AIRLINES: [iata: string, icao: string, awbPrefix: string, name: string][] = [
  ['5X', 'UPS', '406', 'UPS Airlines'],
  ['5Y', 'GTI', '369', 'Atlas Air'],
  ['AA', 'AAL', '001', 'American Airlines Cargo'],
  ['AC', 'ACA', '014', 'Air Canada Cargo'],
  ['AF', 'AFR', '057', 'Air France Cargo'],
  ['AI', 'AIC', '098', 'Air India'],
  ['AM', 'AMX', '139', 'Aeroméxico Cargo'],
  ['AV', 'AVA', '134', 'Avianca Cargo'],
  ['AY', 'FIN', '105', 'Finnair Cargo'],
  ['BA', 'BAW', '125', 'British Airways (IAG Cargo)'],
  ['BR', 'EVA', '695', 'EVA Air Cargo'],
  ['CA', 'CCA', '999', 'Air China Cargo'],
  ['CI', 'CAL', '297', 'China Airlines Cargo'],
  ['CK', 'CKK', '112', 'China Cargo Airlines'],
  ['CM', 'CMP', '230', 'Copa Airlines Cargo'],
  ['CV', 'CLX', '172', 'Cargolux Airlines International'],
  ['CX', 'CPA', '160', 'Cathay Cargo'],
  ['CZ', 'CSN', '784', 'China Southern Airlines Cargo'],
  ['DL', 'DAL', '006', 'Delta Cargo'],
  ['EI', 'EIN', '053', 'Aer Lingus Cargo'],
  ['EK', 'UAE', '176', 'Emirates SkyCargo'],
  ['ET', 'ETH', '071', 'Ethiopian Cargo'],
  ['EY', 'ETD', '607', 'Etihad Cargo'],
  ['FX', 'FDX', '023', 'FedEx Express'],
  ['GA', 'GIA', '126', 'Garuda Indonesia Cargo'],
  ['GF', 'GFA', '072', 'Gulf Air Cargo'],
  ['IB', 'IBE', '075', 'Iberia (IAG Cargo)'],
  ['JL', 'JAL', '131', 'Japan Airlines Cargo'],
  ['K4', 'CKS', '272', 'Kalitta Air'],
  ['KE', 'KAL', '180', 'Korean Air Cargo'],
  ['KL', 'KLM', '074', 'KLM Cargo'],
  ['KQ', 'KQA', '706', 'Kenya Airways Cargo'],
  ['KZ', 'NCA', '933', 'Nippon Cargo Airlines'],
  ['LA', 'LAN', '045', 'LATAM Cargo'],
  ['LD', 'AHK', '288', 'Air Hong Kong'],
  ['LH', 'GEC', '020', 'Lufthansa Cargo'],
  ['LX', 'SWR', '724', 'Swiss WorldCargo'],
  ['LY', 'ELY', '114', 'El Al Cargo'],
  ['MH', 'MAS', '232', 'MASkargo (Malaysia Airlines)'],
  ['MS', 'MSR', '077', 'EgyptAir Cargo'],
  ['MU', 'CES', '781', 'China Eastern Airlines Cargo'],
  ['NH', 'ANA', '205', 'ANA Cargo'],
  ['NZ', 'ANZ', '086', 'Air New Zealand Cargo'],
  ['OS', 'AUA', '257', 'Austrian Airlines Cargo'],
  ['OZ', 'AAR', '988', 'Asiana Cargo'],
  ['PO', 'PAC', '403', 'Polar Air Cargo'],
  ['PR', 'PAL', '079', 'Philippine Airlines Cargo'],
  ['QF', 'QFA', '081', 'Qantas Freight'],
  ['QR', 'QTR', '157', 'Qatar Airways Cargo'],
  ['QY', 'BCS', '615', 'DHL (European Air Transport Leipzig)'],
  ['RJ', 'RJA', '512', 'Royal Jordanian Cargo'],
  ['SK', 'SAS', '117', 'SAS Cargo'],
  ['SQ', 'SIA', '618', 'Singapore Airlines Cargo'],
  ['SV', 'SVA', '065', 'Saudia Cargo'],
  ['TG', 'THA', '217', 'Thai Cargo'],
  ['TK', 'THY', '235', 'Turkish Cargo'],
  ['UA', 'UAL', '016', 'United Cargo'],
  ['VN', 'HVN', '738', 'Vietnam Airlines Cargo'],
  ['VS', 'VIR', '932', 'Virgin Atlantic Cargo'],
  ['W8', 'CJT', '489', 'Cargojet Airways'],
  ['WY', 'OMA', '910', 'Oman Air Cargo'],
];

const OCEAN_LINES: [scac: string, name: string][] = [
  ['ANNU', 'ANL Container Line'],
  ['APLU', 'APL'],
  ['ARKU', 'Arkas Line'],
  ['CMDU', 'CMA CGM'],
  ['COSU', 'COSCO Shipping Lines'],
  ['CAMN', 'Crowley'],
  ['EGLV', 'Evergreen Line'],
  ['HDMU', 'HMM'],
  ['HLCU', 'Hapag-Lloyd'],
  ['KMTU', 'KMTC'],
  ['MAEU', 'Maersk'],
  ['MATS', 'Matson'],
  ['MSCU', 'MSC Mediterranean Shipping Company'],
  ['ONEY', 'Ocean Network Express (ONE)'],
  ['OOLU', 'OOCL'],
  ['PCIU', 'PIL Pacific International Lines'],
  ['SEAU', 'Sealand (Maersk)'],
  ['SMLM', 'SM Line'],
  ['SUDU', 'Hamburg Süd'],
  ['TRKU', 'Turkon Line'],
  ['WHLC', 'Wan Hai Lines'],
  ['YMLU', 'Yang Ming'],
  ['ZIMU', 'ZIM'],
];

export function buildCarriers(): Carrier[] {
  return [
    ...AIRLINES.map(([iataCode, icaoCode, awbPrefix, name]): Carrier => ({ code: iataCode, name, mode: 'AIR', iataCode, icaoCode, awbPrefix, scac: null })),
    ...OCEAN_LINES.map(([scac, name]): Carrier => ({ code: scac, name, mode: 'SEA', iataCode: null, icaoCode: null, awbPrefix: null, scac })),
  ];
}
