// A part of a text file, split by the build (build/i18n-sections.ts); the whole file in tests.
declare module '*.json?sections=first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?sections=later' {
  const texts: Record<string, unknown>;
  export default texts;
}
