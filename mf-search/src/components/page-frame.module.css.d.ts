declare const styles: {
  readonly page: string;
};
export default styles;
