declare const styles: {
  readonly root: string;
  readonly glyph: string;
  readonly sm: string;
  readonly md: string;
  readonly lg: string;
};
export default styles;
