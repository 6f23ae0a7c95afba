/**
 * The page's place while a page that loads its data before entering (a category, a product) gets
 * it on the first visit: the shell around it is already drawn, and the page takes at least the
 * screen's height so the footer does not come up and go down again.
 */
export function PageLoading() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
