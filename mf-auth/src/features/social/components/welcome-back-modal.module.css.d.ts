declare const styles: {
  readonly greeting: string;
  readonly avatar: string;
};
export default styles;
