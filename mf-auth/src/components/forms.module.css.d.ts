declare const styles: {
  readonly notice: string;
  readonly linkButton: string;
  readonly form: string;
  readonly row: string;
  readonly divider: string;
  readonly small: string;
  readonly footerText: string;
  readonly success: string;
  readonly actions: string;
  readonly phoneRow: string;
};
export default styles;
