declare const styles: {
  readonly tabs: string;
  readonly reserve: string;
  readonly tabBar: string;
  readonly tablist: string;
  readonly tab: string;
  readonly arrow: string;
  readonly location: string;
  readonly chevron: string;
  readonly panel: string;
  readonly locations: string;
};
export default styles;
