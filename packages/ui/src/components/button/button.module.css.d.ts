declare const styles: {
  readonly root: string;
  readonly loading: string;
  readonly sm: string;
  readonly md: string;
  readonly lg: string;
  readonly fullWidth: string;
  readonly primary: string;
  readonly secondary: string;
  readonly ghost: string;
  readonly link: string;
  readonly label: string;
  readonly spinner: string;
};
export default styles;
