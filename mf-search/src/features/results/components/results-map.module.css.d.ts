declare const styles: {
  readonly canvas: string;
  readonly card: string;
  readonly cardClose: string;
  readonly cardLink: string;
  readonly cardPrice: string;
  readonly cluster: string;
  readonly pin: string;
};
export default styles;
