declare const styles: {
  readonly plainList: string;
  readonly threeUp: string;
  readonly card: string;
};
export default styles;
