declare const styles: {
  readonly page: string;
  readonly card: string;
  readonly title: string;
  readonly intro: string;
  readonly message: string;
  readonly actions: string;
  readonly subtitle: string;
  readonly list: string;
  readonly linkRow: string;
};
export default styles;
