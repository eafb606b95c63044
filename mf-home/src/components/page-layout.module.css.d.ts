declare const styles: {
  readonly page: string;
  readonly title: string;
  readonly lead: string;
  readonly meta: string;
  readonly skeleton: string;
  readonly bone: string;
  readonly boneTitle: string;
  readonly boneShort: string;
  readonly notFound: string;
};
export default styles;
