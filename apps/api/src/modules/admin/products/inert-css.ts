import {
  isTokenAtKeyword,
  isTokenBadString,
  isTokenBadURL,
  isTokenFunction,
  isTokenString,
  isTokenURL,
  isTokenWhitespace,
  tokenize,
} from '@csstools/css-tokenizer';

/**
 * The CSS functions an uploaded SVG's styles may call: colours, arithmetic, variables, transforms
 * and timing. Everything else is refused, as is every function that fetches (url() outside the
 * document, image-set(), src()) or ever ran code in a browser (expression()).
 */
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'rotate',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'cubic-bezier',
  'steps',
]);

/** At-rules that only group rules: @import, @font-face and the others load or declare more. */
const AT_RULES = new Set(['media', 'keyframes', '-webkit-keyframes']);

const isLocalReference = (url: string) => url.startsWith('#');

/**
 * Whether a stylesheet or style attribute can neither load anything nor run anything. It is read
 * with a tokenizer that follows CSS Syntax Level 3 as a browser does (escapes decoded, comments
 * dropped), so an escaped u\72l( is seen as the url( it is. An allow-list: at-rules that only
 * group rules, the functions above, and url() only to an element of the same document
 * (url(#gradient)); a malformed string or url is refused too.
 */
export function isInertCss(css: string): boolean {
  const tokens = tokenize({ css });
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (isTokenAtKeyword(token)) {
      if (!AT_RULES.has(token[4].value.toLowerCase())) return false;
    } else if (isTokenURL(token)) {
      if (!isLocalReference(token[4].value)) return false;
    } else if (isTokenBadURL(token) || isTokenBadString(token)) {
      return false;
    } else if (isTokenFunction(token)) {
      const name = token[4].value.toLowerCase();
      if (name === 'url') {
        // url("...") is a function token, then (after any spaces) a string token.
        let next = i + 1;
        while (isTokenWhitespace(tokens[next])) next++;
        const argument = tokens[next];
        if (!isTokenString(argument) || !isLocalReference(argument[4].value)) return false;
      } else if (!FUNCTIONS.has(name)) {
        return false;
      }
    }
  }
  return true;
}
