declare const styles: {
  readonly reserve: string;
  readonly inner: string;
};
export default styles;
