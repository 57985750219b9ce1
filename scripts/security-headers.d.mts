/** Types of scripts/security-headers.mjs for the TypeScript tools that use it. */
export const securityHeaders: { key: string; value: string }[];
