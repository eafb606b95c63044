declare const styles: {
  readonly section: string;
  readonly muted: string;
  readonly inner: string;
  readonly header: string;
  readonly heading: string;
  readonly kicker: string;
  readonly lines: string;
  readonly cta: string;
  readonly image: string;
  readonly alert: string;
  readonly presentational: string;
  readonly fill: string;
};
export default styles;
