// Placeholder: the screen is being built.
export function Component() {
  return <div>not-found</div>;
}
