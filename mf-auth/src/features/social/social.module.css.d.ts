declare const styles: {
  readonly buttons: string;
  readonly label: string;
  readonly greeting: string;
  readonly avatar: string;
};
export default styles;
