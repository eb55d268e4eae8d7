export * from './common';
export * from './auth';
export * from './site';
export * from './routes';
export * from './locales';
export * from './operator';
export * from './games';
export * from './system';
