export * from './users';
export * from './sessions';
export * from './newsletter';
export * from './analytics';
