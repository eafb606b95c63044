declare const styles: {
  readonly root: string;
  readonly img: string;
  readonly cover: string;
  readonly contain: string;
  readonly loaded: string;
};
export default styles;
