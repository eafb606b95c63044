declare const styles: {
  readonly choices: string;
};
export default styles;
