export * from './fields';
export * from './request';
export * from './trial';
export * from './newsletter';
export * from './examples';
export * from './forms';
export * from './attribution';
export * from './idempotency';
