// The account feature's public face. The router loads its pages by path (/account, /forgot-password,
// /reset-password, /verify-email, /confirm-email); no other feature needs its internals.
export {};
