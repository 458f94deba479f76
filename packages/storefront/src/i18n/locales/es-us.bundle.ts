import esUs from './es-us.json';
import shellEsUs from './shell.es-us.json';

/** Every Spanish text of the storefront: a chunk of its own, loaded by Spanish pages only. */
const spanish: Readonly<Record<string, string>> = { ...esUs, ...shellEsUs };
export default spanish;
