declare const styles: {
  readonly categories: string;
  readonly chips: string;
  readonly chip: string;
  readonly grid: string;
  readonly card: string;
  readonly label: string;
  readonly cardTitle: string;
  readonly excerpt: string;
  readonly small: string;
  readonly paging: string;
  readonly pages: string;
  readonly empty: string;
  readonly back: string;
  readonly related: string;
  readonly relatedHeading: string;
};
export default styles;
