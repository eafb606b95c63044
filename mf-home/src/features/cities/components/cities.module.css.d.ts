declare const styles: {
  readonly grid: string;
  readonly card: string;
  readonly name: string;
  readonly image: string;
  readonly location: string;
  readonly count: string;
};
export default styles;
