declare const styles: {
  readonly stories: string;
  readonly story: string;
  readonly image: string;
  readonly quote: string;
  readonly cite: string;
};
export default styles;
