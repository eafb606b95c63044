declare const styles: {
  readonly actions: string;
  readonly error: string;
  readonly field: string;
  readonly form: string;
  readonly hint: string;
  readonly label: string;
  readonly sent: string;
  readonly sentTitle: string;
  readonly threadLink: string;
  readonly waiting: string;
};
export default styles;
