declare const styles: {
  readonly warning: string;
  readonly addPayoutInfo: string;
  readonly payoutsBlocked: string;
};
export default styles;
