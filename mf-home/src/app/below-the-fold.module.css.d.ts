declare const styles: {
  readonly sections: string;
};
export default styles;
