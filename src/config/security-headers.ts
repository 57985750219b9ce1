/** Headers every response carries (security-and-reliability.md, "HTTP"); one list for Next and the server. */
export { securityHeaders } from '../../scripts/security-headers.mjs';
