export * from './languages';
export * from './time-zone';
