declare const styles: {
  readonly root: string;
  readonly input: string;
  readonly target: string;
  readonly circle: string;
  readonly labelText: string;
  readonly set: string;
  readonly error: string;
  readonly preview: string;
  readonly hint: string;
  readonly message: string;
};
export default styles;
