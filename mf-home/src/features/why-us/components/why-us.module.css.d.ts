declare const styles: {
  readonly points: string;
  readonly point: string;
  readonly image: string;
  readonly number: string;
  readonly title: string;
  readonly text: string;
};
export default styles;
