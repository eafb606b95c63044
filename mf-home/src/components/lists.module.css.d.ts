declare const styles: {
  readonly plainList: string;
  readonly threeUp: string;
};
export default styles;
