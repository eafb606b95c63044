declare const styles: {
  readonly failure: string;
  readonly group: string;
  readonly groupTitle: string;
  readonly intro: string;
  readonly jump: string;
  readonly jumpLink: string;
  readonly jumpList: string;
  readonly link: string;
  readonly list: string;
  readonly loading: string;
  readonly page: string;
  readonly title: string;
};
export default styles;
