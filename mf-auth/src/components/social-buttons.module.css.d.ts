declare const styles: {
  readonly buttons: string;
  readonly label: string;
};
export default styles;
