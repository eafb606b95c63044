declare const styles: {
  readonly root: string;
  readonly viewport: string;
  readonly track: string;
  readonly slide: string;
  readonly placeholder: string;
  readonly controls: string;
  readonly controlsStart: string;
  readonly control: string;
  readonly chevron: string;
};
export default styles;
