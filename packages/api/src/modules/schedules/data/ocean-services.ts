/**
 * Ocean liner services as loops of port calls, reviewed by hand (docs/adr/014-schedules.md#timetable-data).
 *
 * A service: the line's SCAC (src/reference-data/carriers.ts), its service code and name, the
 * trade, the port rotation (UN/LOCODE, days after the first call) and the loop length in days,
 * and the line's own vessels deployed on it (name and IMO number; the test checks each IMO
 * check digit and that no vessel sails two services). Rotations follow the lines' published
 * services; the table is a model of them, not a copy of a live schedule feed. A weekly service
 * needs loop / 7 vessels: where the table lists fewer (only vessels whose IMO number we could
 * check are listed), the service sails less often (every ceil(loop / vessels / 7) weeks).
 * The seed turns each service into dated voyages for the next 26 weeks with DCSA cut-offs and
 * imports them as a DCSA Commercial Schedules vessel schedule.
 */
export interface OceanService {
  scac: string;
  code: string;
  name: string;
  trade: 'ASIA_NORTH_EUROPE' | 'ASIA_MEDITERRANEAN' | 'TRANSPACIFIC' | 'TRANSATLANTIC' | 'INTRA_ASIA' | 'ASIA_MIDDLE_EAST';
  /** W, E, N or S: the direction of the first leg, the last letter of the voyage number. */
  direction: 'W' | 'E' | 'N' | 'S';
  loopDays: number;
  rotation: readonly [port: string, day: number][];
  vessels: readonly [name: string, imo: string][];
}

export const OCEAN_SERVICES: readonly OceanService[] = [
  {
    scac: 'MAEU', code: 'AE7', name: 'AE7 Asia - North Europe', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['CNYTN', 5], ['MYTPP', 9], ['NLRTM', 33], ['DEBRV', 36], ['GBFXT', 39], ['MYTPP', 63], ['CNXMN', 69]],
    vessels: [['MADRID MAERSK', '9778791'], ['MUNICH MAERSK', '9778806'], ['MUMBAI MAERSK', '9778844'], ['MAERSK MC-KINNEY MOLLER', '9619907'], ['MAJESTIC MAERSK', '9619919'], ['MARY MAERSK', '9619933']],
  },
  {
    scac: 'MAEU', code: 'ME11', name: 'ME11 Asia - Middle East', trade: 'ASIA_MIDDLE_EAST', direction: 'W', loopDays: 42,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['SGSIN', 8], ['AEJEA', 18], ['OMSLL', 22], ['SGSIN', 31]],
    vessels: [['MARIE MAERSK', '9632064'], ['EMMA MAERSK', '9321483'], ['ELEONORA MAERSK', '9321500']],
  },
  {
    scac: 'MSCU', code: 'SWAN', name: 'Swan Asia - North Europe', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNNGB', 0], ['CNSHA', 2], ['CNYTN', 5], ['SGSIN', 10], ['BEANR', 33], ['NLRTM', 35], ['DEBRV', 37], ['GBFXT', 40], ['SGSIN', 63]],
    vessels: [['MSC GULSUN', '9839430'], ['MSC IRINA', '9930038'], ['MSC LORETO', '9934735'], ['MSC TESSA', '9930040'], ['MSC MIA', '9839131'], ['MSC ISABELLA', '9839284']],
  },
  {
    scac: 'MSCU', code: 'DRAGON', name: 'Dragon Asia - Mediterranean', trade: 'ASIA_MEDITERRANEAN', direction: 'W', loopDays: 70,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['CNYTN', 5], ['SGSIN', 9], ['ITGOA', 28], ['FRFOS', 30], ['ESVLC', 32], ['ESBCN', 33], ['SGSIN', 52]],
    vessels: [['MSC OSCAR', '9703291'], ['MSC ZOE', '9703318']],
  },
  {
    scac: 'CMDU', code: 'FAL1', name: 'French Asia Line 1', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNTAO', 0], ['CNSHA', 3], ['CNNGB', 5], ['CNYTN', 8], ['SGSIN', 12], ['GBSOU', 36], ['DEHAM', 39], ['NLRTM', 42], ['FRLEH', 45], ['SGSIN', 66]],
    vessels: [['CMA CGM JACQUES SAADE', '9839179'], ['CMA CGM CHAMPS ELYSEES', '9839181'], ['CMA CGM PALAIS ROYAL', '9839208'], ['CMA CGM ANTOINE DE SAINT EXUPERY', '9776418']],
  },
  {
    scac: 'CMDU', code: 'MEX1', name: 'Mediterranean Express 1', trade: 'ASIA_MEDITERRANEAN', direction: 'W', loopDays: 77,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['CNYTN', 5], ['MYPKG', 10], ['MTMAR', 27], ['ITGOA', 30], ['FRFOS', 32], ['ESBCN', 34], ['MYPKG', 56]],
    vessels: [['CMA CGM MARCO POLO', '9454436'], ['CMA CGM BOUGAINVILLE', '9702132']],
  },
  {
    scac: 'HDMU', code: 'FE4', name: 'FE4 Far East - North Europe', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['KRPUS', 0], ['CNSHA', 3], ['CNNGB', 5], ['CNYTN', 8], ['SGSIN', 12], ['NLRTM', 35], ['DEHAM', 38], ['GBSOU', 42], ['SGSIN', 64]],
    vessels: [['HMM ALGECIRAS', '9863297'], ['HMM OSLO', '9863302'], ['HMM COPENHAGEN', '9863314']],
  },
  {
    scac: 'HDMU', code: 'FMS', name: 'Far East - Middle East Service', trade: 'ASIA_MIDDLE_EAST', direction: 'W', loopDays: 42,
    rotation: [['KRPUS', 0], ['CNSHA', 3], ['CNNGB', 5], ['SGSIN', 11], ['AEJEA', 20], ['SAJED', 25], ['SGSIN', 35]],
    vessels: [['HMM DUBLIN', '9863326'], ['HMM GDANSK', '9863338']],
  },
  {
    scac: 'EGLV', code: 'CEM', name: 'China - East Mediterranean', trade: 'ASIA_MEDITERRANEAN', direction: 'W', loopDays: 77,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['CNXMN', 4], ['CNYTN', 6], ['SGSIN', 10], ['EGPSD', 24], ['GRPIR', 27], ['ITGOA', 31], ['ESBCN', 33], ['ESVLC', 35], ['SGSIN', 55]],
    vessels: [['EVER GIVEN', '9811000'], ['EVER ACE', '9893890'], ['EVER GOLDEN', '9786918']],
  },
  {
    scac: 'EGLV', code: 'CES', name: 'China - Europe Service', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNXMN', 0], ['CNYTN', 2], ['TWKHH', 4], ['MYTPP', 9], ['NLRTM', 33], ['DEHAM', 36], ['GBFXT', 39], ['MYTPP', 62]],
    vessels: [['EVER GIFTED', '9786920'], ['EVER ALOT', '9935040']],
  },
  {
    scac: 'COSU', code: 'AEU3', name: 'Asia - Europe 3', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNTAO', 0], ['CNSHA', 2], ['CNNGB', 4], ['CNYTN', 7], ['SGSIN', 11], ['NLRTM', 34], ['DEHAM', 37], ['BEANR', 40], ['SGSIN', 63]],
    vessels: [['COSCO SHIPPING UNIVERSE', '9795610'], ['COSCO SHIPPING NEBULA', '9795622'], ['COSCO SHIPPING TAURUS', '9783497']],
  },
  {
    scac: 'OOLU', code: 'PCC1', name: 'Pacific China California 1', trade: 'TRANSPACIFIC', direction: 'E', loopDays: 42,
    rotation: [['CNNGB', 0], ['CNSHA', 2], ['KRPUS', 4], ['USLGB', 16], ['USOAK', 20], ['JPTYO', 31]],
    vessels: [['OOCL HONG KONG', '9776171'], ['OOCL GERMANY', '9776183'], ['OOCL JAPAN', '9776195']],
  },
  {
    scac: 'OOLU', code: 'KTX', name: 'Korea - Thailand Express', trade: 'INTRA_ASIA', direction: 'S', loopDays: 21,
    rotation: [['KRPUS', 0], ['CNSHA', 2], ['HKHKG', 5], ['VNSGN', 8], ['THLCH', 10], ['SGSIN', 13], ['HKHKG', 17]],
    vessels: [['OOCL SCANDINAVIA', '9776200']],
  },
  {
    scac: 'ONEY', code: 'PN3', name: 'Pacific North 3', trade: 'TRANSPACIFIC', direction: 'E', loopDays: 42,
    rotation: [['VNSGN', 0], ['HKHKG', 3], ['CNYTN', 4], ['USLAX', 17], ['USOAK', 21], ['JPTYO', 32]],
    vessels: [['ONE STORK', '9806079'], ['ONE APUS', '9806043'], ['ONE INNOVATION', '9916446']],
  },
  {
    scac: 'YMLU', code: 'PS5', name: 'Pacific South 5', trade: 'TRANSPACIFIC', direction: 'E', loopDays: 35,
    rotation: [['TWKHH', 0], ['CNXMN', 2], ['CNYTN', 4], ['USLGB', 17], ['TWKHH', 31]],
    vessels: [['YM WARRANTY', '9757204'], ['YM WELLNESS', '9684653']],
  },
  {
    scac: 'HLCU', code: 'FE2', name: 'Far East Loop 2', trade: 'ASIA_NORTH_EUROPE', direction: 'W', loopDays: 84,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['SGSIN', 8], ['DEHAM', 31], ['NLRTM', 34], ['GBSOU', 37], ['SGSIN', 60]],
    vessels: [['AL MURAYKH', '9708784']],
  },
  {
    scac: 'HLCU', code: 'AL1', name: 'Atlantic Loop 1', trade: 'TRANSATLANTIC', direction: 'W', loopDays: 35,
    rotation: [['DEHAM', 0], ['BEANR', 2], ['GBSOU', 4], ['USNYC', 13], ['USORF', 15], ['USSAV', 17]],
    vessels: [['BERLIN EXPRESS', '9229831']],
  },
  {
    scac: 'ZIMU', code: 'ZMS', name: 'ZIM Mediterranean Service', trade: 'ASIA_MEDITERRANEAN', direction: 'W', loopDays: 70,
    rotation: [['CNSHA', 0], ['CNNGB', 2], ['CNYTN', 5], ['SGSIN', 9], ['ILHFA', 24], ['TRAMB', 27], ['GRPIR', 30], ['SGSIN', 49]],
    vessels: [['ZIM SAMMY OFER', '9931070']],
  },
  {
    scac: 'MATS', code: 'CLX', name: 'China - Long Beach Express', trade: 'TRANSPACIFIC', direction: 'E', loopDays: 35,
    rotation: [['CNXMN', 0], ['CNNGB', 2], ['CNSHA', 4], ['USLGB', 15], ['USHNL', 22], ['GUGUM', 29]],
    vessels: [['DANIEL K. INOUYE', '9795608']],
  },
];

/**
 * Time zones of the ports in the rotations (IANA), where the ports data has none: port times
 * are local to the port (docs/adr/014-schedules.md#time-zones).
 */
export const PORT_TIME_ZONES: Readonly<Record<string, string>> = {
  AEJEA: 'Asia/Dubai', BEANR: 'Europe/Brussels', CNNGB: 'Asia/Shanghai', CNSHA: 'Asia/Shanghai', CNTAO: 'Asia/Shanghai',
  CNXMN: 'Asia/Shanghai', CNYTN: 'Asia/Shanghai', DEBRV: 'Europe/Berlin', DEHAM: 'Europe/Berlin', EGPSD: 'Africa/Cairo',
  ESBCN: 'Europe/Madrid', ESVLC: 'Europe/Madrid', FRFOS: 'Europe/Paris', FRLEH: 'Europe/Paris', GBFXT: 'Europe/London',
  GBSOU: 'Europe/London', GRPIR: 'Europe/Athens', GUGUM: 'Pacific/Guam', HKHKG: 'Asia/Hong_Kong', ILHFA: 'Asia/Jerusalem',
  ITGOA: 'Europe/Rome', JPTYO: 'Asia/Tokyo', KRPUS: 'Asia/Seoul', MTMAR: 'Europe/Malta', MYPKG: 'Asia/Kuala_Lumpur',
  MYTPP: 'Asia/Kuala_Lumpur', NLRTM: 'Europe/Amsterdam', OMSLL: 'Asia/Muscat', SAJED: 'Asia/Riyadh', SGSIN: 'Asia/Singapore',
  THLCH: 'Asia/Bangkok', TRAMB: 'Europe/Istanbul', TWKHH: 'Asia/Taipei', USHNL: 'Pacific/Honolulu', USLAX: 'America/Los_Angeles',
  USLGB: 'America/Los_Angeles', USNYC: 'America/New_York', USOAK: 'America/Los_Angeles', USORF: 'America/New_York',
  USSAV: 'America/New_York', VNSGN: 'Asia/Ho_Chi_Minh',
};
