declare const styles: {
  readonly card: string;
  readonly title: string;
  readonly image: string;
  readonly label: string;
  readonly location: string;
};
export default styles;
