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

/** Injected into a remote's build by the webpack preset (`remoteConfig`): its own registry entry's apps and parcels (`ownRoutes` in @hourspace/contracts). */
declare const __HOURSPACE_DECLARATION__: import('@hourspace/contracts').RemoteDeclaration;
