declare const styles: {
  readonly banner: string;
  readonly copy: string;
  readonly header: string;
  readonly media: string;
  readonly image: string;
  readonly compactOnly: string;
  readonly desktopOnly: string;
};
export default styles;
