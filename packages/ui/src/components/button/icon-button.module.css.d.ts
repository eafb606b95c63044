declare const styles: {
  readonly iconButton: string;
};
export default styles;
