declare const styles: {
  readonly root: string;
  readonly dropdown: string;
  readonly trigger: string;
  readonly chevron: string;
  readonly chevronOpen: string;
  readonly panel: string;
  readonly inline: string;
  readonly groups: string;
  readonly group: string;
  readonly children: string;
  readonly groupLink: string;
  readonly childLink: string;
  readonly seeAll: string;
};
export default styles;
