declare const styles: {
  readonly field: string;
  readonly label: string;
  readonly box: string;
  readonly invalid: string;
  readonly message: string;
  readonly failed: string;
};
export default styles;
