declare const styles: {
  readonly root: string;
  readonly header: string;
  readonly title: string;
  readonly monthButton: string;
  readonly grid: string;
  readonly day: string;
  readonly today: string;
  readonly daySelected: string;
};
export default styles;
