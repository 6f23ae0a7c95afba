// Placeholder: the screen is being built.
export function Component() {
  return <div>category</div>;
}
