declare const styles: {
  readonly root: string;
  readonly img: string;
  readonly cover: string;
  readonly contain: string;
  readonly loaded: string;
  readonly instant: string;
};
export default styles;
