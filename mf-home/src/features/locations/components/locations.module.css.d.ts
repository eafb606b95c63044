declare const styles: {
  readonly countries: string;
  readonly country: string;
  readonly cities: string;
  readonly city: string;
  readonly region: string;
};
export default styles;
