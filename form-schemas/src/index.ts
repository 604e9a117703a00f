export * from './request';
export * from './examples';
