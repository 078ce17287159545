export * from './users';
export * from './sessions';
export * from './newsletter';
export * from './analytics';
export * from './checkouts';
export * from './billing';
export * from './usage';
export * from './images';
