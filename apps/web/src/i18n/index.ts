import it from './locales/it.json';
import { Translator } from './translator';

// Italian is the shop's only language; the texts are bundled, so they are there at the first render.
export const i18n = new Translator('it', it);
