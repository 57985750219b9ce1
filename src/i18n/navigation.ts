// Links to site pages in the page's locale. (next-intl's createNavigation is not used: its Link needs
// next-intl's client provider, which would put the ICU message parser into every page.)
export { Link } from './link.client';
