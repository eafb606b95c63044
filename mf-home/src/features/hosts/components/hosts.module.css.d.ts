declare const styles: {
  readonly layout: string;
  readonly copy: string;
  readonly points: string;
  readonly stories: string;
  readonly story: string;
  readonly quote: string;
  readonly cite: string;
  readonly name: string;
  readonly image: string;
};
export default styles;
