declare const styles: {
  readonly field: string;
  readonly label: string;
  readonly optional: string;
  readonly control: string;
  readonly valid: string;
  readonly invalid: string;
  readonly hint: string;
  readonly error: string;
  readonly checkboxRow: string;
  readonly checkbox: string;
  readonly checkboxLabel: string;
};
export default styles;
