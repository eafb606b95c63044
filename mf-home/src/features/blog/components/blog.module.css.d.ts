declare const styles: {
  readonly card: string;
  readonly cardLink: string;
  readonly title: string;
  readonly row: string;
  readonly rowTitle: string;
  readonly cardImage: string;
  readonly label: string;
  readonly column: string;
  readonly rowImage: string;
  readonly rowText: string;
};
export default styles;
