declare const styles: {
  readonly banner: string;
  readonly media: string;
  readonly image: string;
  readonly copy: string;
};
export default styles;
