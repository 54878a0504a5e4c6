import type { PartyInput } from '@freightdeck/contracts';

/** Where the demo customers ship from and to: a street address near each airport or port. */
interface Site { city: string; country: string; address: string; postalCode: string; phone: string }

export const SITES: Record<string, Site> = {
  SIN: { city: 'Singapore', country: 'SG', address: '10 Science Park Road', postalCode: '117684', phone: '6123 4567' },
  SGSIN: { city: 'Singapore', country: 'SG', address: '10 Changi South Lane', postalCode: '486162', phone: '6543 2100' },
  FRA: { city: 'Frankfurt am Main', country: 'DE', address: 'Mainzer Landstrasse 50', postalCode: '60325', phone: '69 1234 5678' },
  BSL: { city: 'Basel', country: 'CH', address: 'Grenzacherstrasse 124', postalCode: '4058', phone: '61 688 1111' },
  ZRH: { city: 'Zurich', country: 'CH', address: 'Thurgauerstrasse 40', postalCode: '8050', phone: '44 300 1200' },
  HKG: { city: 'Hong Kong', country: 'HK', address: '8 Science Park West Avenue', postalCode: '', phone: '2123 4567' },
  LAX: { city: 'Los Angeles', country: 'US', address: '5959 W Century Blvd', postalCode: '90045', phone: '310 555 0142' },
  PVG: { city: 'Shanghai', country: 'CN', address: '1000 Zhangheng Road', postalCode: '201203', phone: '21 5080 1234' },
  AMS: { city: 'Amsterdam', country: 'NL', address: 'Evert van de Beekstraat 310', postalCode: '1118 CX', phone: '20 123 4567' },
  NRT: { city: 'Narita', country: 'JP', address: '1-1 Furugome', postalCode: '282-0004', phone: '476 12 3456' },
  ORD: { city: 'Chicago', country: 'US', address: '10255 W Higgins Road', postalCode: '60018', phone: '847 555 0199' },
  JFK: { city: 'New York', country: 'US', address: '148-08 Guy R Brewer Blvd', postalCode: '11434', phone: '718 555 0123' },
  BOM: { city: 'Mumbai', country: 'IN', address: 'Andheri-Kurla Road 12', postalCode: '400059', phone: '22 6123 4567' },
  ICN: { city: 'Incheon', country: 'KR', address: '272 Gonghang-ro', postalCode: '22382', phone: '32 123 4567' },
  OSL: { city: 'Gardermoen', country: 'NO', address: 'Cargovegen 2', postalCode: '2060', phone: '63 92 00 00' },
  BGO: { city: 'Bergen', country: 'NO', address: 'Strandkaien 3', postalCode: '5013', phone: '55 12 34 56' },
  DXB: { city: 'Dubai', country: 'AE', address: 'Dubai Airport Freezone, Building 6W', postalCode: '', phone: '4 299 1234' },
  NOBGO: { city: 'Bergen', country: 'NO', address: 'Dokkeskjærskaien 10', postalCode: '5003', phone: '55 30 20 10' },
  NOAES: { city: 'Ålesund', country: 'NO', address: 'Breivika Industrivei 20', postalCode: '6018', phone: '70 12 34 56' },
  CNSHA: { city: 'Shanghai', country: 'CN', address: '88 Century Avenue', postalCode: '200120', phone: '21 6888 0000' },
  CNNGB: { city: 'Ningbo', country: 'CN', address: '555 Mingzhou Road', postalCode: '315800', phone: '574 8688 1234' },
  CNSZX: { city: 'Shenzhen', country: 'CN', address: '1 Gangwan Avenue, Shekou', postalCode: '518069', phone: '755 2688 1234' },
  NLRTM: { city: 'Rotterdam', country: 'NL', address: 'Waalhaven Zuidzijde 1', postalCode: '3089 JH', phone: '10 123 4567' },
  DEHAM: { city: 'Hamburg', country: 'DE', address: 'Am Ballinkai 1', postalCode: '21129', phone: '40 1234 5678' },
  BEANR: { city: 'Antwerp', country: 'BE', address: 'Haven 730, Noorderlaan 147', postalCode: '2030', phone: '3 123 45 67' },
  KRPUS: { city: 'Busan', country: 'KR', address: '79 Jungang-daero', postalCode: '48943', phone: '51 123 4567' },
  USLAX: { city: 'Los Angeles', country: 'US', address: '2401 E Pacific Coast Hwy', postalCode: '90744', phone: '310 555 0177' },
  USLGB: { city: 'Long Beach', country: 'US', address: '415 W Ocean Blvd', postalCode: '90802', phone: '562 555 0110' },
  USNYC: { city: 'New York', country: 'US', address: '1210 Corbin Street, Elizabeth', postalCode: '07201', phone: '908 555 0133' },
  JPTYO: { city: 'Tokyo', country: 'JP', address: '2-9 Ohi, Shinagawa', postalCode: '140-0011', phone: '3 1234 5678' },
  JPYOK: { city: 'Yokohama', country: 'JP', address: '1-1 Honmoku Futo', postalCode: '231-0811', phone: '45 123 4567' },
  HKHKG: { city: 'Hong Kong', country: 'HK', address: 'Kwai Chung Container Terminal 9', postalCode: '', phone: '2345 6789' },
};

const LEGAL_FORM: Record<string, string> = {
  SG: 'Pte Ltd', DE: 'GmbH', CH: 'AG', HK: 'Limited', US: 'Inc.', CN: 'Co., Ltd.', NL: 'B.V.', JP: 'K.K.', IN: 'Pvt Ltd', KR: 'Co., Ltd.', NO: 'AS', AE: 'FZE', BE: 'NV',
};

const FIRST = ['Mei', 'Jonas', 'Lena', 'Kenji', 'Priya', 'Lars', 'Sofia', 'Wei', 'Marco', 'Hana', 'Daniel', 'Ingrid', 'Tom', 'Aiko', 'Raj', 'Eva'];
const LAST = ['Tan', 'Weber', 'Kramer', 'Sato', 'Shah', 'Berg', 'Rossi', 'Zhang', 'Meier', 'Kim', 'Novak', 'Hansen', 'Baker', 'Ito', 'Patel', 'Jansen'];

/** A party at a site: `company` is the brand, the legal form follows the site's country. */
export function party(code: string, company: string, pick: <T>(items: readonly T[]) => T): PartyInput {
  const site = SITES[code];
  if (!site) throw new Error(`seed: no demo site at ${code}`);
  const contactName = `${pick(FIRST)} ${pick(LAST)}`;
  const domain = company.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  return {
    company: `${company} ${LEGAL_FORM[site.country] ?? 'Ltd'}`,
    contactName,
    email: `${contactName.toLowerCase().replace(' ', '.')}@${domain}.test`,
    phone: { country: site.country, number: site.phone },
    address: site.address,
    postalCode: site.postalCode,
    city: site.city,
    country: site.country,
  };
}
