declare const styles: {
  readonly hero: string;
  readonly block: string;
  readonly steps: string;
  readonly earnings: string;
  readonly figures: string;
  readonly total: string;
  readonly faq: string;
  readonly closing: string;
};
export default styles;
