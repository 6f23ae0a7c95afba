interface ImportMetaEnv {
  /** The build's version (apps/web/build/build-version.ts); absent in the component tests. */
  readonly APP_BUILD_VERSION?: string;
}
