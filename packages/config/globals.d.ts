/** Injected by the webpack preset's DefinePlugin: which build this code is. */
declare const __HOURSPACE_BUILD__: { name: string; version: string; label: string };

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
