declare const styles: {
  readonly frame: string;
};
export default styles;
