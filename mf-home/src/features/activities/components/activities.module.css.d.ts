declare const styles: {
  readonly layout: string;
  readonly copy: string;
  readonly media: string;
  readonly photo: string;
  readonly photoImage: string;
  readonly photoCaption: string;
  readonly linksBox: string;
  readonly links: string;
  readonly measure: string;
  readonly link: string;
  readonly columns: string;
  readonly column: string;
  readonly row: string;
  readonly thumb: string;
  readonly section: string;
};
export default styles;
