// Placeholder: the screen is being built.
export function Component() {
  return <div>fast-search</div>;
}
