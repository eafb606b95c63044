declare const styles: {
  readonly layout: string;
  readonly toc: string;
  readonly tocHeading: string;
  readonly tocList: string;
  readonly body: string;
  readonly section: string;
  readonly heading: string;
};
export default styles;
