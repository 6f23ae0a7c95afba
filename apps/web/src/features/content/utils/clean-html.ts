/** Elements that have no place in a content page (the server's sanitiser drops them already). */
const DROPPED = 'script,style,iframe,frame,object,embed,form,input,button,textarea,select,link,meta,base';
const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

/**
 * The content's HTML made safe to draw, a second time: the server sanitises it on the way in
 * (sanitize-html), and WordPress may answer in its place, so the page trusts neither. Drops
 * scripts, frames, forms, event handlers and script addresses; links that open another tab get
 * `rel="noopener noreferrer"`; images load lazily.
 */
export function cleanContentHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll(DROPPED)) element.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name) && UNSAFE_URL.test(attribute.value))
        element.removeAttribute(attribute.name);
    }
    if (element instanceof HTMLAnchorElement && element.target === '_blank') element.rel = 'noopener noreferrer';
    if (element instanceof HTMLImageElement) {
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
    }
  }
  return template.innerHTML;
}
