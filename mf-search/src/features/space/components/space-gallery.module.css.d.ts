declare const styles: {
  readonly counter: string;
  readonly dialog: string;
  readonly frame: string;
  readonly inline: string;
  readonly photo: string;
  readonly showAll: string;
  readonly stage: string;
};
export default styles;
