export * from './cards';
export * from './reference';
export * from './users';
export * from './community';
export * from './site';
export * from './reports';
export * from './search';
export * from './ranking';
