declare const styles: {
  readonly root: string;
  readonly trigger: string;
  readonly avatar: string;
  readonly placeholder: string;
  readonly name: string;
  readonly chevron: string;
  readonly chevronOpen: string;
  readonly panel: string;
  readonly item: string;
  readonly separated: string;
};
export default styles;
