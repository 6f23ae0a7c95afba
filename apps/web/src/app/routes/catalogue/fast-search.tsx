// The fast search page of the search box shows the same results as the search page.
export { Component, loader, shouldRevalidate } from './search';
