declare const styles: { readonly root: string };
export default styles;
